import type { ToastContent } from '@cabo/ui';
import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiResponseError } from './api.ts';
import {
  createFormSubmitter,
  createSubmissionIds,
  showFieldErrors,
  SUBMISSION_FAILED_TOAST,
} from './form-submission.ts';

/** An ApiResponseError as ky's beforeError hook makes it from a server answer. */
function answer(status: number, body: unknown): ApiResponseError {
  const request = new Request('http://localhost/api/guide-submissions', { method: 'POST' });
  const response = new Response(null, { status });
  const error = new HTTPError(response, request, {} as HTTPError['options']);
  return new ApiResponseError(error, typeof body === 'string' ? body : JSON.stringify(body));
}

const invalidPhone = answer(400, {
  message: 'Please enter a valid phone number',
  code: 'validation_failed',
  errors: { phone: ['Please enter a valid phone number'] },
});

function formWith(fields: string[]) {
  const shown: Record<string, string> = {};
  return {
    shown,
    setFieldError: (name: string, message: string) => {
      if (!fields.includes(name)) return false;
      shown[name] = message;
      return true;
    },
  };
}

describe('submission ids', () => {
  it('reuses the id for a retry of the same fill, makes a new one for changed values and after success', () => {
    let n = 0;
    const ids = createSubmissionIds(() => `id-${++n}`);
    const fill = { email: 'ana@example.com' };
    expect(ids.idFor(fill)).toBe('id-1');
    expect(ids.idFor({ ...fill })).toBe('id-1');
    expect(ids.idFor({ email: 'ana@example.org' })).toBe('id-2');
    ids.settle();
    expect(ids.idFor({ email: 'ana@example.org' })).toBe('id-3');
  });

  it('makes 21-character nanoid ids by default', () => {
    expect(createSubmissionIds().idFor({})).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});

describe('showFieldErrors', () => {
  it("puts a 400's messages under the matching fields", () => {
    const form = formWith(['phone']);
    expect(showFieldErrors(invalidPhone, form.setFieldError)).toBe(true);
    expect(form.shown).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it("puts any answer's field messages there too (a 409 e-mail taken)", () => {
    const form = formWith(['email']);
    const taken = answer(409, {
      message: 'An account with this email already exists',
      code: 'email_taken',
      errors: { email: ['An account with this email already exists'] },
    });
    expect(showFieldErrors(taken, form.setFieldError)).toBe(true);
    expect(form.shown).toEqual({ email: 'An account with this email already exists' });
  });

  it('leaves a message without a field, or any other failure, for the toast', () => {
    const form = formWith(['email']);
    expect(showFieldErrors(invalidPhone, form.setFieldError)).toBe(false);
    expect(showFieldErrors(answer(500, 'Database is down'), form.setFieldError)).toBe(false);
    expect(
      showFieldErrors(
        answer(400, { message: 'reCAPTCHA verification failed.', code: 'captcha_failed' }),
        form.setFieldError,
      ),
    ).toBe(false);
    expect(showFieldErrors(new TypeError('Failed to fetch'), form.setFieldError)).toBe(false);
    expect(form.shown).toEqual({});
  });
});

describe('createFormSubmitter', () => {
  function setup(outcomes: (() => Promise<string>)[]) {
    const sent: { submissionId: string; email: string }[] = [];
    const toasts: ToastContent[] = [];
    const successes: string[] = [];
    const { submit } = createFormSubmitter(
      {
        toPayload: (values: { email: string; token: string }, submissionId: string) => ({
          email: values.email,
          submissionId,
        }),
        send: (payload: { email: string; submissionId: string }) => {
          sent.push(payload);
          return outcomes.shift()!();
        },
        sameFill: (values: { email: string }) => values.email,
        onSuccess: (result: string) => successes.push(result),
      },
      (t) => toasts.push(t),
      // What the site adds to a public form's measurements.
      (fill) => ({ ...fill, privacyNoticeVersion: 'test-notice' }),
    );
    return { submit, sent, toasts, successes };
  }

  it('sends one request for a second submit while the first is in flight', async () => {
    let release!: (v: string) => void;
    const { submit, sent, successes } = setup([() => new Promise((r) => (release = r))]);
    const form = formWith(['email']);
    const first = submit({ email: 'ana@example.com', token: 'a' }, form);
    const second = submit({ email: 'ana@example.com', token: 'a' }, form);
    expect(second).toBe(first);
    release('stored');
    await expect(first).resolves.toBe('stored');
    expect(sent).toHaveLength(1);
    expect(successes).toEqual(['stored']);
  });

  it('keeps the submissionId across a retry of the same fill (one-time values aside), and not after success', async () => {
    const { submit, sent, toasts } = setup([
      () =>
        Promise.reject(answer(500, { message: 'Internal server error', code: 'internal_error' })),
      () => Promise.resolve('stored'),
      () => Promise.resolve('stored again'),
    ]);
    const form = formWith(['email']);
    await expect(submit({ email: 'ana@example.com', token: 'a' }, form)).rejects.toThrow('500: ');
    expect(toasts).toEqual([SUBMISSION_FAILED_TOAST]);
    await submit({ email: 'ana@example.com', token: 'b' }, form);
    await submit({ email: 'ana@example.com', token: 'c' }, form);
    expect(sent[1]!.submissionId).toBe(sent[0]!.submissionId);
    expect(sent[2]!.submissionId).not.toBe(sent[1]!.submissionId);
  });

  it('shows a 400 on its field without a toast, and rejects so the form keeps the values', async () => {
    const { submit, toasts } = setup([() => Promise.reject(invalidPhone)]);
    const form = formWith(['phone']);
    await expect(submit({ email: 'ana@example.com', token: 'a' }, form)).rejects.toBe(invalidPhone);
    expect(form.shown).toEqual({ phone: 'Please enter a valid phone number' });
    expect(toasts).toEqual([]);
  });

  it("adds a public form's meta (its measurements, described by the app) and none for a staff form", async () => {
    const { submit, sent } = setup([() => Promise.resolve('one'), () => Promise.resolve('two')]);
    const publicForm = { ...formWith(['email']), meta: { website: '', fillMs: 4200 } };
    await submit({ email: 'ana@example.com', token: 'a' }, publicForm);
    expect(sent[0]).toMatchObject({
      email: 'ana@example.com',
      meta: { website: '', fillMs: 4200, privacyNoticeVersion: 'test-notice' },
    });
    await submit({ email: 'staff@example.com', token: 'a' }, formWith(['email']));
    expect(sent[1]).not.toHaveProperty('meta');
  });
});
