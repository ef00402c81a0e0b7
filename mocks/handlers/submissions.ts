import {
  apiPaths,
  bookingPayloadSchema,
  CAPTCHA_FAILED,
  guideSubmissionPayloadSchema,
  leadPayloadSchema,
  type ApiError,
  type SubmissionReceipt,
} from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { internalError, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

// The public submissions, validated with the server's own schemas and
// idempotent on submissionId like the server: the same payload again gets the first answer.

interface SubmissionKind {
  path: string;
  schema: Parameters<typeof parseRequest<{ submissionId: string }>>[1];
  status: SubmissionReceipt['status'];
  /** The letter of the receipt's short reference, as the server gives it ('L-1'). */
  prefix: 'L' | 'G' | 'B';
  /** What must match for a repeat to be "the same payload" (the server leaves out one-time values). */
  fingerprint?: (payload: { submissionId: string }) => unknown;
}

const kinds = {
  leads: { path: apiPaths.leads, schema: leadPayloadSchema, status: 'new', prefix: 'L' },
  guideSubmissions: {
    path: apiPaths.guideSubmissions,
    schema: guideSubmissionPayloadSchema,
    status: 'pending',
    prefix: 'G',
    // The captcha token is single-use, so a retry carries a new one.
    fingerprint: (payload) => ({ ...payload, captchaToken: undefined }),
  },
  bookings: {
    path: apiPaths.bookings,
    schema: bookingPayloadSchema,
    status: 'pending',
    prefix: 'B',
  },
} satisfies Record<string, SubmissionKind>;

/** Accepts valid payloads with 201 and a receipt, remembering ids like the server does. */
function acceptor({ schema, status, prefix, fingerprint = (p) => p }: SubmissionKind) {
  const seen = new Map<string, { body: string; receipt: SubmissionReceipt }>();
  let nextId = 1;
  const newReceipt = (submissionId: string): SubmissionReceipt => {
    const id = nextId++;
    const createdAt = new Date().toISOString();
    return { id, submissionId, status, createdAt, reference: `${prefix}-${id}` };
  };
  return async (request: Request): Promise<Response> => {
    const parsed = await parseRequest(request, schema);
    if (!parsed.ok) return parsed.response;
    const { submissionId } = parsed.data;
    // Like the server: `meta` (fill time, attribution) is not part of "the same payload".
    const { meta: _meta, ...values } = parsed.data as { submissionId: string; meta?: unknown };
    const body = JSON.stringify(fingerprint(values));
    const earlier = seen.get(submissionId);
    if (earlier && earlier.body !== body) {
      return HttpResponse.json<ApiError>(
        {
          message: 'This submission id was already used for a different submission',
          code: 'submission_id_reused',
        },
        { status: 422 },
      );
    }
    const receipt = earlier?.receipt ?? newReceipt(submissionId);
    seen.set(submissionId, { body, receipt });
    return HttpResponse.json<SubmissionReceipt>(receipt, { status: 201 });
  };
}

function accepting(kind: SubmissionKind): HttpHandler {
  const accept = acceptor(kind);
  return http.post(kind.path, ({ request }) => accept(request));
}

const failing = ({ path }: SubmissionKind): HttpHandler => http.post(path, internalError);

const hanging = ({ path }: SubmissionKind): HttpHandler => http.post(path, pendingForever);

/** Handler groups per call: default (accepts), `…Error` (500), `…Slow` (never answers). */
export const leads = [accepting(kinds.leads)];
export const leadsError = [failing(kinds.leads)];
export const leadsSlow = [hanging(kinds.leads)];

export const guideSubmissions = [accepting(kinds.guideSubmissions)];
export const guideSubmissionsError = [failing(kinds.guideSubmissions)];
export const guideSubmissionsSlow = [hanging(kinds.guideSubmissions)];

export const bookings = [accepting(kinds.bookings)];
export const bookingsError = [failing(kinds.bookings)];
export const bookingsSlow = [hanging(kinds.bookings)];

/**
 * Accepts like the default group and keeps every request body it received, so a story can
 * assert what was sent (e.g. one request for a double click). `delayMs` holds each answer.
 * Make one per story: the record is the handler's own.
 */
export function recordedSubmissions(kind: keyof typeof kinds, { delayMs = 0 } = {}) {
  const received: unknown[] = [];
  const accept = acceptor(kinds[kind]);
  const handlers = [
    http.post(kinds[kind].path, async ({ request }) => {
      received.push(await request.clone().json());
      if (delayMs) await delay(delayMs);
      return accept(request);
    }),
  ];
  return { handlers, received };
}

/** Answers 400 with these field messages, as the server does when its checks refuse a field. */
export function refusedSubmissions(kind: keyof typeof kinds, errors: Record<string, string[]>) {
  return [
    http.post(kinds[kind].path, () =>
      HttpResponse.json<ApiError>(
        {
          message: Object.values(errors)[0]?.[0] ?? 'Invalid request',
          code: 'validation_failed',
          errors,
        },
        { status: 400 },
      ),
    ),
  ];
}

/** The server's answer when a guide request's captcha token does not verify. */
export const guideSubmissionsCaptchaRejected = [
  http.post(kinds.guideSubmissions.path, () =>
    HttpResponse.json<ApiError>(
      { message: CAPTCHA_FAILED, code: 'captcha_failed' },
      { status: 400 },
    ),
  ),
];
