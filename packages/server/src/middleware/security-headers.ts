import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { HYDRATION_START_CSP } from '../site/hydration-start.ts';

/**
 * Security headers on every response. The CSP allows one inline script, by its hash: the
 * one that starts a server-rendered page's code after its first paint; styles allow inline because React style attributes are inline; images may be
 * data:/blob: URLs; the captcha solver runs in blob: workers. No remote origin is allowed:
 * the site works on a closed network, and reCAPTCHA (when configured) is verified server-side
 * only; a browser widget for it would have to add its origins here. HSTS is for production
 * only (a development server on plain HTTP must not pin the browser to HTTPS).
 */
export function securityHeaders(options: { production: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", HYDRATION_START_CSP],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
}
