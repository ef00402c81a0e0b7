export {
  ADVENTURE_CATEGORY_LABELS,
  CategoryFilter,
  type CategoryFilterProps,
  type CategoryFilterValue,
} from './CategoryFilter.tsx';
