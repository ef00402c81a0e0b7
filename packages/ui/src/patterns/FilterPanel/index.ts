export { FilterPanel, listSortOptions, type FilterPanelProps } from './FilterPanel.tsx';
