import { PRIVACY_NOTICE_VERSION } from '@cabo/data/privacy-notice';
import { describe, expect, it } from 'vitest';
import { submissionMeta } from './form-submission.ts';

describe('submissionMeta', () => {
  it("is the form's measurements with the privacy notice version (no attribution on the server)", () => {
    expect(submissionMeta({ website: '', fillMs: 4200 })).toEqual({
      website: '',
      fillMs: 4200,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });
});
