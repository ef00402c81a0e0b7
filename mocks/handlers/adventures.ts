import { apiPaths, type Adventure } from '@cabo/contract';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockAdventures } from './fixtures.ts';

/** Handler groups: `adventures` (default), `adventuresEmpty`, `adventuresError`, `adventuresSlow`. */
export const {
  ok: adventures,
  empty: adventuresEmpty,
  error: adventuresError,
  slow: adventuresSlow,
} = catalogueHandlers<Adventure, Adventure>({
  listPath: apiPaths.adventures,
  detailPath: apiPaths.adventure,
  list: mockAdventures,
  find: (slug) => mockAdventures.find((a) => a.slug === slug),
  notFoundMessage: 'Adventure not found',
});
