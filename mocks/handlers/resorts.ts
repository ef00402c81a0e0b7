import { apiPaths, resortSummary, type Resort, type ResortSummary } from '@cabo/contract';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockResortAliases, mockResorts } from './fixtures.ts';

/** Handler groups: `resorts` (default), `resortsEmpty`, `resortsError`, `resortsSlow`. */
export const {
  ok: resorts,
  empty: resortsEmpty,
  error: resortsError,
  slow: resortsSlow,
} = catalogueHandlers<ResortSummary, Resort>({
  listPath: apiPaths.resorts,
  detailPath: apiPaths.resort,
  list: mockResorts.map(resortSummary),
  // A resort answers to its slug and to its alias slugs.
  find: (slug) => {
    const aliasId = mockResortAliases.get(slug);
    return mockResorts.find((r) => r.slug === slug || r.id === aliasId);
  },
  notFoundMessage: 'Resort Not Found',
});
