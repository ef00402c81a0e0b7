import { nanoid } from 'nanoid';
import type { ToastContent } from '../components/Toast/toastQueue.ts';
import type { FormFillMeta, FormSubmitContext } from '../form/index.ts';
import { ApiResponseError } from './api.ts';

/** The destructive toast of a failed lead or guide submission. */
export const SUBMISSION_FAILED_TOAST: ToastContent = {
  variant: 'destructive',
  title: 'Something went wrong',
  description: 'Failed to submit form. Please try again.',
};

/**
 * The idempotency key per fill: a retry of the same values reuses the failed attempt's
 * submissionId (the server stores one record even if the first try did reach it); changed
 * values get a new id, as the server refuses one id with two payloads; after a success the
 * next fill is a new submission.
 */
export function createSubmissionIds(newId: () => string = nanoid) {
  let last: { key: string; id: string } | undefined;
  return {
    idFor(fill: unknown) {
      const key = JSON.stringify(fill);
      if (last?.key !== key) last = { key, id: newId() };
      return last.id;
    },
    settle() {
      last = undefined;
    },
  };
}

/**
 * Puts an answer's field messages (a 400's, or e.g. a 409 "email taken") under the matching
 * fields. Returns true when every message found a field, so nothing is left for a toast.
 */
export function showFieldErrors(
  error: unknown,
  setFieldError: FormSubmitContext['setFieldError'],
): boolean {
  if (!(error instanceof ApiResponseError)) return false;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return false;
  let allPlaced = true;
  for (const [name, [message]] of entries) {
    if (!message || !setFieldError(name, message)) allPlaced = false;
  }
  return allPlaced;
}

/**
 * The `meta` a public form sends beside its values, from what the form measured (honeypot,
 * fill time): each app adds what it knows (the site: attribution, the privacy notice).
 */
export type DescribeFill = (fill: FormFillMeta) => object;

export interface FormSubmissionOptions<TValues, TPayload, TResult> {
  /**
   * The request body for the form's parsed values and this fill's submissionId. A public
   * form's `meta` (what `describeFill` makes of the form's measurements) is added to it; a
   * staff form sends none.
   */
  toPayload: (values: TValues, submissionId: string) => TPayload;
  /** Sends it (one `api` call). */
  send: (payload: TPayload) => Promise<TResult>;
  /**
   * The part of the values that makes two attempts "the same fill" (all of them by default).
   * Leave out one-time values such as a captcha token.
   */
  sameFill?: (values: TValues) => unknown;
  /**
   * The toast for a failure no field shows (default: "Something went wrong"); null when the
   * form shows the failure itself.
   */
  failureToast?: ToastContent | null | ((error: unknown) => ToastContent | null);
  /** After the server accepted it (e.g. the success toast). */
  onSuccess?: (result: TResult, values: TValues) => void;
}

/**
 * The submit function of a contract form: `submit(values, form)`, for a form pattern's
 * `onSubmit`. One request at a time (a second submit while one is in flight gets the same
 * promise); a 400's field errors go under the fields, anything else is a toast; the promise
 * rejects on failure so the form keeps what was typed. `configure` replaces the options
 * between renders (a component's options change with its props).
 */
export function createFormSubmitter<TValues, TPayload, TResult>(
  initialOptions: FormSubmissionOptions<TValues, TPayload, TResult>,
  initialNotify: (content: ToastContent) => void,
  describeFill: DescribeFill = (fill) => fill,
) {
  let options = initialOptions;
  let notify = initialNotify;
  const ids = createSubmissionIds();
  let inFlight: Promise<TResult> | undefined;

  async function run(values: TValues, form: FormSubmitContext): Promise<TResult> {
    const {
      toPayload,
      send,
      sameFill,
      failureToast = SUBMISSION_FAILED_TOAST,
      onSuccess,
    } = options;
    const submissionId = ids.idFor(sameFill ? sameFill(values) : values);
    let result: TResult;
    try {
      const payload = toPayload(values, submissionId);
      result = await send(
        form.meta ? ({ ...payload, meta: describeFill(form.meta) } as TPayload) : payload,
      );
    } catch (error) {
      if (!showFieldErrors(error, form.setFieldError)) {
        const toast = typeof failureToast === 'function' ? failureToast(error) : failureToast;
        if (toast) notify(toast);
      }
      throw error;
    }
    ids.settle();
    onSuccess?.(result, values);
    return result;
  }

  return {
    submit(values: TValues, form: FormSubmitContext): Promise<TResult> {
      inFlight ??= run(values, form).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    configure(
      next: FormSubmissionOptions<TValues, TPayload, TResult>,
      nextNotify: (content: ToastContent) => void,
    ) {
      options = next;
      notify = nextNotify;
    },
  };
}
