import { apiPaths, searchIndexOptions, type SearchDocument } from '@cabo/contract';
import { searchDocuments } from '@cabo/data';
import MiniSearch from 'minisearch';
import { http, HttpResponse } from 'msw';
import { getError, getSlow } from './catalogue-helpers.ts';
import {
  mockAdventures,
  mockBlogPostSummaries,
  mockEvents,
  mockRealEstateListings,
  mockResorts,
  mockRestaurants,
  mockVillaDetails,
} from './fixtures.ts';

/** The index the server would build from the mock catalogue: the same documents and options. */
function mockSearchIndex() {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions);
  index.addAll(
    searchDocuments({
      villas: mockVillaDetails,
      resorts: mockResorts,
      adventures: mockAdventures,
      restaurants: mockRestaurants,
      posts: mockBlogPostSummaries,
      events: mockEvents(),
      listings: mockRealEstateListings,
    }),
  );
  return index.toJSON();
}

/**
 * Handler groups of GET /api/search-index: `searchIndex` (default), `searchIndexError` and
 * `searchIndexSlow` (never answers: the loading state).
 */
export const searchIndex = [
  http.get(apiPaths.searchIndex, () => HttpResponse.json(mockSearchIndex())),
];
export const searchIndexError = getError(apiPaths.searchIndex);
export const searchIndexSlow = getSlow(apiPaths.searchIndex);
