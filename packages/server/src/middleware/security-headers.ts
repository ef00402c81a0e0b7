import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Security headers on every response. The CSP allows no inline script (Vite's build has
 * none); styles allow inline because React style attributes are inline; images may be
 * data:/blob: URLs; the captcha solver runs in blob: workers. Google's reCAPTCHA script and
 * frame are allowed only when a reCAPTCHA secret is configured. HSTS is for production only
 * (a development server on plain HTTP must not pin the browser to HTTPS).
 */
export function securityHeaders(options: { production: boolean; recaptcha: boolean }): Middleware {
  const google = options.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: options.recaptcha ? ['https://www.google.com/recaptcha/'] : ["'none'"],
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
