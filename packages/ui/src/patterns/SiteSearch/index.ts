export {
  SiteSearch,
  SiteSearchBox,
  type SiteSearchBoxProps,
  type SiteSearchProps,
} from './SiteSearch.tsx';
export { searchKinds, searchSite, type SearchEntry, type SearchKind } from './searchEntries.ts';
