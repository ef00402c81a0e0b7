export {
  CardGrid,
  CardGridItem,
  type CardGridColumns,
  type CardGridItemProps,
  type CardGridProps,
} from './CardGrid.tsx';
