import type { SubmissionMeta } from '@cabo/contract';
import { PRIVACY_NOTICE_VERSION } from '@cabo/data/privacy-notice';
import type { FormFillMeta } from '@cabo/ui';
import { readAttribution } from './attribution.ts';

/**
 * The `meta` a public form sends beside its values: what the form measured (honeypot, fill
 * time), where the visit came from and the privacy notice version the form linked.
 */
export function submissionMeta(fill: FormFillMeta): SubmissionMeta {
  const attribution = readAttribution();
  return {
    website: fill.website,
    fillMs: fill.fillMs,
    ...(attribution ? { attribution } : {}),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
}
