export {
  SEARCH_FAILED,
  SEARCH_PROMPT,
  SiteSearch,
  SiteSearchBox,
  type SiteSearchBoxProps,
  type SiteSearchProps,
  type SiteSearchSource,
  type SiteSearchStatus,
} from './SiteSearch.tsx';
