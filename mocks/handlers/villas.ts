import { apiPaths, type VillaDetail, type VillaRecord } from '@cabo/contract';
import { catalogueHandlers } from './catalogue-helpers.ts';
import { mockVillaDetails, mockVillas } from './fixtures.ts';

/** Handler groups: `villas` (default), `villasEmpty`, `villasError`, `villasSlow`. */
export const {
  ok: villas,
  empty: villasEmpty,
  error: villasError,
  slow: villasSlow,
} = catalogueHandlers<VillaRecord, VillaDetail>({
  listPath: apiPaths.villas,
  detailPath: apiPaths.villa,
  list: mockVillas,
  find: (slug) => mockVillaDetails.find((v) => v.slug === slug),
  notFoundMessage: 'Villa Not Found',
});
