import { describe, expect, it } from 'vitest';
import { caboHourOf, DIGEST_HOUR } from '../src/crm/digest-schedule.ts';
import { signToken, verifyToken } from '../src/requests/links.ts';

// Time arithmetic of the digest schedule and the e-mailed links, without a database.

describe("caboHourOf (the morning digest's clock)", () => {
  it("is the hour in Cabo (UTC-7 all year), not the server's nor UTC's", () => {
    expect(caboHourOf(new Date('2026-03-10T14:00:00Z'))).toBe(DIGEST_HOUR);
    expect(caboHourOf(new Date('2026-03-10T13:59:59Z'))).toBe(6);
    expect(caboHourOf(new Date('2026-07-10T14:00:00Z'))).toBe(7);
    expect(caboHourOf(new Date('2026-03-10T07:00:00Z'))).toBe(0);
    expect(caboHourOf(new Date('2026-03-10T06:59:00Z'))).toBe(23);
  });

  it('after 5 pm in Cabo, when the UTC date is already the next day', () => {
    expect(caboHourOf(new Date('2026-12-01T00:00:00Z'))).toBe(17);
    expect(caboHourOf(new Date('2027-01-01T05:30:00Z'))).toBe(22);
  });
});

describe('signed links', () => {
  const key = Buffer.alloc(32, 7);

  it('expire exactly the given days of 24 hours after signing, across a year end', () => {
    const now = new Date('2026-12-20T01:30:00Z'); // 6:30 pm on the 19th in Cabo
    const token = signToken(key, 'request', 'CSL-1', now, 90);
    const expires = Number(token.split('.')[0]);
    expect(expires).toBe(Date.parse('2027-03-20T01:30:00Z') / 1000);
    expect(verifyToken(key, 'request', 'CSL-1', token, new Date('2027-03-20T01:29:59Z'))).toBe(
      true,
    );
    expect(verifyToken(key, 'request', 'CSL-1', token, new Date('2027-03-20T01:30:00Z'))).toBe(
      false,
    );
  });

  it('keep a week of 7 × 24 hours over a month end', () => {
    const now = new Date('2026-02-25T12:00:00.750Z');
    const token = signToken(key, 'confirm-email', '1:a@example.com', now, 7);
    expect(Number(token.split('.')[0])).toBe(Math.floor((now.getTime() + 7 * 86_400_000) / 1000));
  });
});
