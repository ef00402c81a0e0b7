import { apiPaths, type RealEstateListing } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow } from './catalogue-helpers.ts';
import { mockRealEstateListings } from './fixtures.ts';

/**
 * Handler groups of GET /api/real-estate/listings: `realEstateListings` (default, the seeded
 * three), `realEstateListingsEmpty`, `realEstateListingsError`, `realEstateListingsSlow`.
 */
export const realEstateListings = [
  http.get(apiPaths.realEstateListings, () =>
    HttpResponse.json<RealEstateListing[]>(mockRealEstateListings),
  ),
];

export const realEstateListingsEmpty = [
  http.get(apiPaths.realEstateListings, () => HttpResponse.json<RealEstateListing[]>([])),
];
export const realEstateListingsError = getError(apiPaths.realEstateListings);
export const realEstateListingsSlow = getSlow(apiPaths.realEstateListings);
