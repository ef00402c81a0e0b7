import {
  apiPaths,
  DEFAULT_GUIDE_TAGS,
  guideFormName,
  type GuideSubmissionPayload,
} from '@cabo/contract';
import type { GuideContactValues } from '@cabo/ui';
import { useMutation } from '@tanstack/react-query';
import { nanoid } from 'nanoid';
import { api } from '../../lib/api.ts';

export interface GuideRequestOptions {
  guideType: string;
  tags?: string;
}

/** The guide submission payload of spec 001 §3 for the typed contact details. */
export function guideSubmissionPayload(
  values: GuideContactValues,
  { guideType, tags = DEFAULT_GUIDE_TAGS }: GuideRequestOptions,
  submissionId: string,
): GuideSubmissionPayload {
  return {
    submissionId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    guideType,
    source: 'website',
    status: 'pending',
    interestAreas: [],
    tags,
    formName: guideFormName(guideType),
    formData: {
      agentInterest: false,
      preferredContactMethod: 'Email',
      requestType: 'Guide Download',
    },
  };
}

/**
 * Idempotency key per attempt: a retry of the same request reuses the failed attempt's
 * submissionId (the server stores one record even if the first try did reach it); a
 * changed request gets a new id, as the server refuses one id with two payloads.
 */
export function createSubmissionIds() {
  let last: { key: string; id: string } | undefined;
  return {
    idFor(request: unknown) {
      const key = JSON.stringify(request);
      if (last?.key !== key) last = { key, id: nanoid() };
      return last.id;
    },
    /** After a success the next request is a new one. */
    settle() {
      last = undefined;
    },
  };
}

/** POST /api/guide-submissions (only the ok status is read, spec 001 §7). */
export function useCreateGuideSubmission() {
  return useMutation({
    mutationFn: async (payload: GuideSubmissionPayload) => {
      await api.post(apiPaths.guideSubmissions, { json: payload });
    },
  });
}
