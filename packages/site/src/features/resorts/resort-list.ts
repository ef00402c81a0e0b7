import { ALL_RESORTS, resortPriceLevels, type ResortFilters } from '@cabo/contract';
import { choiceField, listQuery, oneOfField, sortField, textField } from '../../lib/listQuery.ts';

/**
 * The resort list's state in the URL (docs/stays.md): ?q=&location=&price=&sort=, defaults
 * left out, so a shared or reloaded link shows the same list, rendered by the server.
 */
export const resortListQuery = listQuery<ResortFilters>({
  search: textField('q'),
  location: choiceField('location', ALL_RESORTS),
  priceLevel: oneOfField<string>('price', resortPriceLevels, ALL_RESORTS),
  sort: sortField,
});
