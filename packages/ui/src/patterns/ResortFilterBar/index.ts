export {
  foundResortsText,
  ResortFilterBar,
  type ResortFilterBarProps,
} from './ResortFilterBar.tsx';
