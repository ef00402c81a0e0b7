import { DEFAULT_GUIDE_TYPE } from '@cabo/contract';
import { GuideRequestDialog, toast, type GuideContactValues } from '@cabo/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { brand } from '../../lib/brand.ts';
import {
  createSubmissionIds,
  guideSubmissionPayload,
  useCreateGuideSubmission,
  type GuideRequestOptions,
} from './createGuideSubmission.ts';

export interface GuideRequest extends Partial<GuideRequestOptions> {
  /** Dialog title; the dialog's default ("Download Your Free Guide") when left out. */
  title?: string;
}

const PDF_DELAY_MS = 1000;
const RESET_DELAY_MS = 300;

const GuideRequestContext = createContext<((request?: GuideRequest) => void) | null>(null);

/** Opens the site-wide guide-request dialog, e.g. `open({ guideType, title, tags })`. */
export function useGuideRequest() {
  const open = useContext(GuideRequestContext);
  if (!open) throw new Error('useGuideRequest needs a GuideRequestProvider');
  return open;
}

/**
 * One guide-request dialog for the whole site (spec 001 §2, §4): on success the form resets,
 * the dialog closes, a toast thanks the visitor and the PDF opens in a new tab after 1 s; on
 * failure a destructive toast shows and the typed values stay. The chosen guide is cleared
 * 300 ms after closing, once the closing dialog no longer shows it.
 */
export function GuideRequestProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [request, setRequest] = useState<GuideRequest | null>(null);
  const ids = useRef(createSubmissionIds());
  const timers = useRef<number[]>([]);
  const resetTimer = useRef<number | undefined>(undefined);
  const mutation = useCreateGuideSubmission();

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((t) => window.clearTimeout(t));
      window.clearTimeout(resetTimer.current);
    };
  }, []);
  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const open = useCallback((next: GuideRequest = {}) => {
    window.clearTimeout(resetTimer.current);
    setRequest(next);
    setOpen(true);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) resetTimer.current = window.setTimeout(() => setRequest(null), RESET_DELAY_MS);
  };

  const submit = async (values: GuideContactValues) => {
    const options = {
      guideType: request?.guideType ?? DEFAULT_GUIDE_TYPE,
      tags: request?.tags,
    };
    const payload = guideSubmissionPayload(values, options, ids.current.idFor({ values, options }));
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Something went wrong',
        description: 'Failed to submit form. Please try again.',
      });
      throw error;
    }
    ids.current.settle();
    toast({
      title: 'Thanks for your interest!',
      description: `Your ${options.guideType} guide has been sent to your email.`,
    });
    later(() => window.open(brand.guidePdfPath, '_blank', 'noopener'), PDF_DELAY_MS);
  };

  return (
    <GuideRequestContext.Provider value={open}>
      {children}
      <GuideRequestDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title={request?.title}
        onSubmit={submit}
      />
    </GuideRequestContext.Provider>
  );
}
