import {
  apiPaths,
  requestMessages,
  type VisitorRequest,
  type VisitorRequestList,
} from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { internalError } from './auth.ts';
import { pendingForever } from './pending.ts';

// A visitor following their requests (docs/lead-forms.md, "After success"): a request's
// status and "My requests", as the server answers a signed-in visitor.

export const pendingVillaRequest: VisitorRequest = {
  reference: 'CBO-7K4Q2',
  kind: 'villa',
  title: 'Villa Serena',
  createdAt: '2030-04-01T18:30:00.000Z',
  startDate: '2030-05-01',
  endDate: '2030-05-05',
  time: null,
  guests: 4,
  price: {
    totalCents: 2_118_368,
    depositCents: 635_510,
    totalMxnCents: 38_872_053,
    mxnPerUsd: 18.35,
    mxnRateDate: '2030-03-28',
  },
  status: 'pending',
  statusMessage: null,
};

export const confirmedTableRequest: VisitorRequest = {
  reference: 'CBO-M3X9T',
  kind: 'restaurant',
  title: 'El Farallón',
  createdAt: '2030-03-20T02:10:00.000Z',
  startDate: '2030-05-02',
  endDate: null,
  time: '19:30',
  guests: 2,
  price: null,
  status: 'confirmed',
  statusMessage: 'Your table on the terrace is held until 7:45 pm.',
};

export const declinedTourRequest: VisitorRequest = {
  reference: 'CBO-2HJ8W',
  kind: 'adventure',
  title: 'Luxury Sailing',
  createdAt: '2030-03-02T15:00:00.000Z',
  startDate: '2030-03-09',
  endDate: null,
  time: null,
  guests: 6,
  price: null,
  status: 'declined',
  statusMessage: 'The boat is fully booked that day; we can offer the 10th instead.',
};

export const visitorRequests: VisitorRequest[] = [
  pendingVillaRequest,
  confirmedTableRequest,
  declinedTourRequest,
];

const byReference = (reference: unknown) =>
  visitorRequests.find((r) => r.reference === String(reference));

export const requests = [
  http.get(apiPaths.myRequests, () =>
    HttpResponse.json<VisitorRequestList>({ items: visitorRequests }),
  ),
  http.get(apiPaths.request, ({ params }) => {
    const found = byReference(params.reference);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json(
          { message: requestMessages.notYours, code: 'not_found' },
          { status: 404 },
        );
  }),
  http.post(apiPaths.confirmEmail, () => new HttpResponse(null, { status: 204 })),
];

/** A visitor with no requests yet. */
export const requestsEmpty = [
  http.get(apiPaths.myRequests, () => HttpResponse.json<VisitorRequestList>({ items: [] })),
];

export const requestsError = [
  http.get(apiPaths.myRequests, () => internalError()),
  http.get(apiPaths.request, () => internalError()),
];

export const requestsSlow = [http.get(apiPaths.myRequests, pendingForever)];

/** The e-mailed confirmation link was not valid (or expired). */
export const confirmEmailInvalid = [
  http.post(apiPaths.confirmEmail, () =>
    HttpResponse.json(
      {
        message: requestMessages.confirmInvalid,
        code: 'invalid_token',
        errors: { token: [requestMessages.confirmInvalid] },
      },
      { status: 400 },
    ),
  ),
];
