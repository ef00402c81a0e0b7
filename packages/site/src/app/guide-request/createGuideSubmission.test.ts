import { guideSubmissionPayloadSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { createSubmissionIds, guideSubmissionPayload } from './createGuideSubmission.ts';

const values = {
  firstName: ' Ana ',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '6241234567',
};

describe('guide submission payload', () => {
  it('is the spec 001 §3 payload and passes the contract schema', () => {
    const payload = guideSubmissionPayload(
      values,
      { guideType: 'Ultimate Cabo Guide 2025', tags: 'Guide Request, Cabo Guide, Website' },
      'V1StGXR8_Z5jdHi6B-myT',
    );
    expect(payload).toMatchObject({
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

  it('defaults the tags to "Guide Request, Website"', () => {
    const payload = guideSubmissionPayload(
      values,
      { guideType: 'Weddings Guide' },
      'V1StGXR8_Z5jdHi6B-myT',
    );
    expect(payload.tags).toBe('Guide Request, Website');
  });
});

describe('submission ids', () => {
  it('reuses the id for a retry of the same request and makes a new one otherwise', () => {
    const ids = createSubmissionIds();
    const first = ids.idFor({ values });
    expect(first).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(ids.idFor({ values })).toBe(first);
    const changed = ids.idFor({ values: { ...values, phone: '6240000000' } });
    expect(changed).not.toBe(first);
    ids.settle();
    expect(ids.idFor({ values: { ...values, phone: '6240000000' } })).not.toBe(changed);
  });
});
