import { publicApiPaths, type CaptchaConfig } from '@cabo/contract';
import { fieldStyles } from '@cabo/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';

// ALTCHA's own React typings are not in its package exports; the one attribute we set.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
      };
    }
  }
}

export interface CaptchaWidgetProps {
  /** Receives the solved challenge's token, and '' when it expires or starts over. */
  setToken: (token: string) => void;
}

/**
 * The captcha of the site's forms. Without a reCAPTCHA key (the server says which in
 * GET /api/captcha/config) it is ALTCHA's self-hosted proof-of-work widget: the challenge
 * comes from our server and is solved in the browser, so it works offline. ALTCHA's web
 * component is loaded on first use, in an effect, as it needs the browser's globals.
 */
export function CaptchaWidget({ setToken }: CaptchaWidgetProps) {
  const { data: config } = useQuery<CaptchaConfig | null>({
    queryKey: [publicApiPaths.captchaConfig],
  });
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<HTMLElement>(null);
  const onToken = useRef(setToken);
  useEffect(() => {
    onToken.current = setToken;
  });

  const altcha = config?.provider === 'altcha' ? config : null;

  useEffect(() => {
    if (!altcha) return;
    let live = true;
    void import('altcha').then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [altcha]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded]);

  if (config?.provider === 'recaptcha') {
    // Google's widget would load a remote script, which the site's CSP does not allow.
    return (
      <p className={fieldStyles.description}>
        The verification is not available right now. Please contact us directly.
      </p>
    );
  }
  if (!altcha || !loaded) {
    return <p className={fieldStyles.description}>Loading the verification…</p>;
  }
  return <altcha-widget ref={widget} challenge={altcha.challengeUrl} />;
}
