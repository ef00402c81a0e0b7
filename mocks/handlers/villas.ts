import { apiPaths, type VillaDetail, type VillaRecord } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow, notFound } from './catalogue-helpers.ts';
import { mockVillaDetails, mockVillas } from './fixtures.ts';

/** Handler groups: `villas` (default), `villasEmpty`, `villasError`, `villasSlow`. */
export const villas = [
  http.get(apiPaths.villas, () => HttpResponse.json<VillaRecord[]>(mockVillas)),
  http.get(apiPaths.villa, ({ params }) => {
    const villa = mockVillaDetails.find((v) => v.slug === params.slug);
    return villa ? HttpResponse.json<VillaDetail>(villa) : notFound('Villa Not Found');
  }),
];

export const villasEmpty = [
  http.get(apiPaths.villas, () => HttpResponse.json<VillaRecord[]>([])),
  http.get(apiPaths.villa, () => notFound('Villa Not Found')),
];

export const villasError = getError(apiPaths.villas, apiPaths.villa);
export const villasSlow = getSlow(apiPaths.villas, apiPaths.villa);
