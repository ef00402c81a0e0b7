import { apiPaths, type Adventure } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow, notFound } from './catalogue-helpers.ts';
import { mockAdventures } from './fixtures.ts';

/** Handler groups: `adventures` (default), `adventuresEmpty`, `adventuresError`, `adventuresSlow`. */
export const adventures = [
  http.get(apiPaths.adventures, () => HttpResponse.json<Adventure[]>(mockAdventures)),
  http.get(apiPaths.adventure, ({ params }) => {
    const adventure = mockAdventures.find((a) => a.slug === params.slug);
    return adventure ? HttpResponse.json<Adventure>(adventure) : notFound('Adventure not found');
  }),
];

export const adventuresEmpty = [
  http.get(apiPaths.adventures, () => HttpResponse.json<Adventure[]>([])),
  http.get(apiPaths.adventure, () => notFound('Adventure not found')),
];

export const adventuresError = getError(apiPaths.adventures, apiPaths.adventure);
export const adventuresSlow = getSlow(apiPaths.adventures, apiPaths.adventure);
