import { guideSubmissionPayloadSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { captchaGuidePayload, guideSubmissionPayload } from './guide-submission.ts';

const values = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '6241234567',
};
const id = 'V1StGXR8_Z5jdHi6B-myT';

describe('guide submission payload', () => {
  it('is the guide submission of the contract, with the form name from the guide type', () => {
    const payload = guideSubmissionPayload(
      values,
      { guideType: 'Ultimate Cabo Guide 2025', tags: 'Guide Request, Cabo Guide, Website' },
      id,
    );
    expect(payload).toMatchObject({
      submissionId: id,
      firstName: 'Ana',
      guideType: 'Ultimate Cabo Guide 2025',
      source: 'website',
      status: 'pending',
      tags: 'Guide Request, Cabo Guide, Website',
      formName: 'ultimate-cabo-guide-2025-guide',
      formData: {
        agentInterest: false,
        preferredContactMethod: 'Email',
        requestType: 'Guide Download',
      },
    });
    expect(guideSubmissionPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('carries the chosen investment level (empty when not chosen), which the schema checks per guide', () => {
    const chosen = guideSubmissionPayload(
      { ...values, investmentLevel: '$1M - $3M', agentInterest: true },
      { guideType: 'Real Estate Guide' },
      id,
    );
    expect(chosen.formData).toMatchObject({ investmentLevel: '$1M - $3M', agentInterest: true });
    expect(guideSubmissionPayloadSchema.safeParse(chosen).success).toBe(true);
    const none = guideSubmissionPayload(values, { guideType: 'Beach Guide' }, id);
    expect(none.formData.investmentLevel).toBe('');
    expect(guideSubmissionPayloadSchema.safeParse(none).success).toBe(true);
    // A level from another guide's list (the dialog keeps its values) is not sent.
    const other = guideSubmissionPayload(
      { ...values, investmentLevel: '$1M - $3M' },
      { guideType: 'Beach Guide' },
      id,
    );
    expect(other.formData.investmentLevel).toBe('');
    // The schema refuses one anyway.
    const wrong = { ...other, formData: { ...other.formData, investmentLevel: '$1M - $3M' } };
    const parsed = guideSubmissionPayloadSchema.safeParse(wrong);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['formData.investmentLevel', 'Please choose an investment level from the list'],
    ]);
  });

  it('defaults the tags to "Guide Request, Website"', () => {
    const payload = guideSubmissionPayload(values, { guideType: 'Weddings Guide' }, id);
    expect(payload.tags).toBe('Guide Request, Website');
  });

  it('sends first name, e-mail and the captcha token for the short dialog, and passes the schema', () => {
    const payload = captchaGuidePayload(
      { firstName: 'Ana', email: 'ana@example.com', captchaToken: 'token' },
      id,
    );
    expect(payload).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      captchaToken: 'token',
      guideType: 'Ultimate Cabo Guide 2025',
      formName: 'ultimate-cabo-guide-2025-guide',
    });
    expect(payload).not.toHaveProperty('lastName');
    expect(payload).not.toHaveProperty('phone');
    expect(guideSubmissionPayloadSchema.safeParse(payload).success).toBe(true);
  });
});
