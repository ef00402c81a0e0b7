import { apiPaths, type Resort } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow, notFound } from './catalogue-helpers.ts';
import { mockResortAliases, mockResorts } from './fixtures.ts';

function findResort(slug: string): Resort | undefined {
  const aliasId = mockResortAliases.get(slug);
  return mockResorts.find((r) => r.slug === slug || r.id === aliasId);
}

/** Handler groups: `resorts` (default), `resortsEmpty`, `resortsError`, `resortsSlow`. */
export const resorts = [
  http.get(apiPaths.resorts, () => HttpResponse.json<Resort[]>(mockResorts)),
  http.get(apiPaths.resort, ({ params }) => {
    const resort = findResort(String(params.slug));
    return resort ? HttpResponse.json<Resort>(resort) : notFound('Resort Not Found');
  }),
];

export const resortsEmpty = [
  http.get(apiPaths.resorts, () => HttpResponse.json<Resort[]>([])),
  http.get(apiPaths.resort, () => notFound('Resort Not Found')),
];

export const resortsError = getError(apiPaths.resorts, apiPaths.resort);
export const resortsSlow = getSlow(apiPaths.resorts, apiPaths.resort);
