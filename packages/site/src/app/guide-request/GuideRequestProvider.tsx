import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface GuideRequest {
  /** Sent as guideType; the default guide ("Ultimate Cabo Guide 2025") when left out. */
  guideType?: string;
  /** Comma-separated tags; "Guide Request, Website" when left out. */
  tags?: string;
  /** Dialog title; the dialog's default ("Download Your Free Guide") when left out. */
  title?: string;
}

const RESET_DELAY_MS = 300;

const GuideRequestHost = lazy(() => import('./GuideRequestHost.tsx'));

const GuideRequestContext = createContext<((request?: GuideRequest) => void) | null>(null);

/** Opens the site-wide guide-request dialog, e.g. `open({ guideType, title, tags })`. */
export function useGuideRequest() {
  const open = useContext(GuideRequestContext);
  if (!open) throw new Error('useGuideRequest needs a GuideRequestProvider');
  return open;
}

/**
 * One guide-request dialog for the whole site (spec 001 §2, §4). The chosen guide is cleared
 * 300 ms after closing, once the closing dialog no longer shows it. The dialog's code loads
 * on the first request, keeping it out of every page's first load.
 */
export function GuideRequestProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [request, setRequest] = useState<GuideRequest | null>(null);
  const [used, setUsed] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const open = useCallback((next: GuideRequest = {}) => {
    window.clearTimeout(resetTimer.current);
    setRequest(next);
    setUsed(true);
    setOpen(true);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) resetTimer.current = window.setTimeout(() => setRequest(null), RESET_DELAY_MS);
  };

  return (
    <GuideRequestContext.Provider value={open}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <GuideRequestHost isOpen={isOpen} onOpenChange={onOpenChange} request={request} />
        </Suspense>
      ) : null}
    </GuideRequestContext.Provider>
  );
}
