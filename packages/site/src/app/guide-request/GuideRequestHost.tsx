import { DEFAULT_GUIDE_TYPE } from '@cabo/contract';
import { GuideRequestDialog, toast, type GuideContactValues } from '@cabo/ui';
import { useEffect, useRef } from 'react';
import { brand } from '../../lib/brand.ts';
import {
  createSubmissionIds,
  guideSubmissionPayload,
  useCreateGuideSubmission,
} from './createGuideSubmission.ts';
import type { GuideRequest } from './GuideRequestProvider.tsx';

const PDF_DELAY_MS = 1000;

/**
 * The dialog and its submission (its own chunk, loaded on the first request): on success a
 * toast thanks the visitor and the PDF opens in a new tab after 1 s; on failure a destructive
 * toast shows and the dialog keeps the typed values.
 */
export default function GuideRequestHost({
  isOpen,
  onOpenChange,
  request,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  request: GuideRequest | null;
}) {
  const ids = useRef(createSubmissionIds());
  const timers = useRef<number[]>([]);
  const mutation = useCreateGuideSubmission();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

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
    timers.current.push(
      window.setTimeout(() => window.open(brand.guidePdfPath, '_blank', 'noopener'), PDF_DELAY_MS),
    );
  };

  return (
    <GuideRequestDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={request?.title}
      onSubmit={submit}
    />
  );
}
