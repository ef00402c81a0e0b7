import {
  apiPaths,
  VILLA_DATES_UNAVAILABLE,
  type VillaAvailability,
  type VillaDetail,
  type VillaRecord,
} from '@cabo/contract';
import { sampleStays } from '@cabo/data/villa-sample-stays';
import { http, HttpResponse } from 'msw';
import { apiError } from './auth.ts';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockVillaDetails, mockVillas } from './fixtures.ts';

/**
 * GET /api/villa-availability as the server answers it after its start-up seed: the sample
 * confirmed stays (`sampleStays`, the same rule), or `held` for a story that fixes its own.
 */
export function mockVillaAvailability(
  held: { slug: string; start: string; end: string }[] = sampleStays(new Date()),
): VillaAvailability[] {
  return mockVillaDetails.map((v) => ({
    villaId: v.id,
    slug: v.slug,
    unavailable: held.filter((h) => h.slug === v.slug).map(({ start, end }) => ({ start, end })),
  }));
}

const catalogue = catalogueHandlers<VillaRecord, VillaDetail>({
  listPath: apiPaths.villas,
  detailPath: apiPaths.villa,
  list: mockVillas,
  find: (slug) => mockVillaDetails.find((v) => v.slug === slug),
  notFoundMessage: 'Villa Not Found',
});

/** Availability answering `held` (default: the sample stays). */
export const villaAvailability = (held?: { slug: string; start: string; end: string }[]) =>
  http.get(apiPaths.villaAvailability, () =>
    HttpResponse.json<VillaAvailability[]>(mockVillaAvailability(held)),
  );

/** Handler groups: `villas` (default), `villasEmpty`, `villasError`, `villasSlow`. */
export const villas = [...catalogue.ok, villaAvailability()];
/** The default group with these held nights instead of the sample stays. */
export const villasHolding = (held: { slug: string; start: string; end: string }[]) => [
  ...catalogue.ok,
  villaAvailability(held),
];
export const villasEmpty = [
  ...catalogue.empty,
  http.get(apiPaths.villaAvailability, () => HttpResponse.json<VillaAvailability[]>([])),
];
export const villasError = [...catalogue.error, villaAvailability()];
export const villasSlow = [...catalogue.slow, villaAvailability()];

/** POST /api/villa-bookings over nights a confirmed booking holds: the server's 409. */
export const villaBookingsUnavailable = [
  http.post(apiPaths.villaBookings, () =>
    apiError(409, 'dates_unavailable', VILLA_DATES_UNAVAILABLE),
  ),
];
