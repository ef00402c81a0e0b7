import {
  apiPaths,
  bookingPayloadSchema,
  guideSubmissionPayloadSchema,
  leadPayloadSchema,
  type ApiError,
  type SubmissionReceipt,
} from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { internalError, parseRequest } from './auth.ts';

// The public submissions (spec 001 §7), validated with the server's own schemas and
// idempotent on submissionId like the server: the same payload again gets the first answer.

interface SubmissionKind {
  path: string;
  schema: Parameters<typeof parseRequest<{ submissionId: string }>>[1];
  status: SubmissionReceipt['status'];
}

const kinds = {
  leads: { path: apiPaths.leads, schema: leadPayloadSchema, status: 'new' },
  guideSubmissions: {
    path: apiPaths.guideSubmissions,
    schema: guideSubmissionPayloadSchema,
    status: 'pending',
  },
  bookings: { path: apiPaths.bookings, schema: bookingPayloadSchema, status: 'pending' },
} satisfies Record<string, SubmissionKind>;

/** Accepts valid payloads with 201 and a receipt, remembering ids like the server does. */
function accepting({ path, schema, status }: SubmissionKind): HttpHandler {
  const seen = new Map<string, { body: string; receipt: SubmissionReceipt }>();
  let nextId = 1;
  return http.post(path, async ({ request }) => {
    const parsed = await parseRequest(request, schema);
    if (!parsed.ok) return parsed.response;
    const { submissionId } = parsed.data;
    const body = JSON.stringify(parsed.data);
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
    const receipt = earlier?.receipt ?? {
      id: nextId++,
      submissionId,
      status,
      createdAt: new Date().toISOString(),
    };
    seen.set(submissionId, { body, receipt });
    return HttpResponse.json<SubmissionReceipt>(receipt, { status: 201 });
  });
}

const failing = ({ path }: SubmissionKind): HttpHandler => http.post(path, internalError);

const hanging = ({ path }: SubmissionKind): HttpHandler =>
  http.post(path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

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
