import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  GuideDialogsContext,
  type GuideDialogs,
  type GuideRequest,
} from '../../lib/guide-request.ts';

const RESET_DELAY_MS = 300;

// Each dialog's code loads on its first use, keeping it out of every page's first load.
const GuideRequestHost = lazy(() => import('./components/GuideRequestHost.tsx'));
const GuideCaptchaHost = lazy(() => import('./components/GuideCaptchaHost.tsx'));

/**
 * The site's two guide dialogs, opened through `useGuideRequest` / `useCaptchaGuide` from
 * lib/guide-request.ts. The chosen guide is cleared 300 ms after closing, once the closing
 * dialog no longer shows it.
 */
export function GuideRequestProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'request' | 'captcha' | null>(null);
  const [used, setUsed] = useState({ request: false, captcha: false });
  const [request, setRequest] = useState<GuideRequest | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const dialogs = useMemo<GuideDialogs>(
    () => ({
      openGuideRequest: (next = {}) => {
        window.clearTimeout(resetTimer.current);
        setRequest(next);
        setUsed((u) => ({ ...u, request: true }));
        setOpen('request');
      },
      openCaptchaGuide: () => {
        setUsed((u) => ({ ...u, captcha: true }));
        setOpen('captcha');
      },
    }),
    [],
  );

  const closeRequest = (isOpen: boolean) => {
    if (isOpen) return;
    setOpen(null);
    resetTimer.current = window.setTimeout(() => setRequest(null), RESET_DELAY_MS);
  };

  return (
    <GuideDialogsContext.Provider value={dialogs}>
      {children}
      {used.request ? (
        <Suspense fallback={null}>
          <GuideRequestHost
            isOpen={open === 'request'}
            onOpenChange={closeRequest}
            request={request}
          />
        </Suspense>
      ) : null}
      {used.captcha ? (
        <Suspense fallback={null}>
          <GuideCaptchaHost
            isOpen={open === 'captcha'}
            onOpenChange={(isOpen) => setOpen(isOpen ? 'captcha' : null)}
          />
        </Suspense>
      ) : null}
    </GuideDialogsContext.Provider>
  );
}
