export {
  ListFilterBar,
  withAll,
  type ListFilterBarProps,
  type ListFilterSelect,
} from './ListFilterBar.tsx';
