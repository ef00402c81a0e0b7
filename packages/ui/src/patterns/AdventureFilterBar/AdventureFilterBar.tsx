import type { ListSort } from '@cabo/contract';
import { Select } from '../../components/Select/index.ts';
import { HydratesInTurn } from '../../field/HydratesInTurn.tsx';
import { CategoryFilter, type CategoryFilterValue } from '../CategoryFilter/index.ts';
import { FilterPanel, listSortOptions } from '../FilterPanel/index.ts';
import { resultSummaryText, type ResultSummaryProps } from '../ResultSummary/index.ts';
import * as styles from './AdventureFilterBar.css';

export interface AdventureFilterBarProps {
  /** The chosen category; null on an activity's own path (no button chosen). */
  category: CategoryFilterValue | null;
  sort: ListSort;
  /** The live line: how many there are, match, show, and the page. */
  summary: Omit<ResultSummaryProps, 'noun'>;
  /** How many filters are set (the sort is not one): "Filters (N)", "Clear filters". */
  activeCount: number;
  onCategoryChange: (category: CategoryFilterValue) => void;
  onSortChange: (sort: ListSort) => void;
  onClear: () => void;
}

/**
 * The adventures list's category buttons and sort with the live summary and "Clear filters"
 * (docs/adventures-and-restaurants.md), in the shared FilterPanel (a sheet on phones). Props
 * in, changes out: the page keeps the state in the URL.
 */
export function AdventureFilterBar({
  category,
  sort,
  summary,
  activeCount,
  onCategoryChange,
  onSortChange,
  onClear,
}: AdventureFilterBarProps) {
  return (
    <FilterPanel
      activeCount={activeCount}
      resultCount={summary.matching}
      resultText={resultSummaryText(summary)}
      onClear={onClear}
    >
      <div className={styles.bar}>
        <HydratesInTurn>
          <CategoryFilter value={category} onChange={onCategoryChange} />
          <div className={styles.sort}>
            <Select
              label="Sort by"
              options={listSortOptions}
              value={sort}
              onChange={(next) => onSortChange((next as ListSort | null) ?? 'recommended')}
            />
          </div>
        </HydratesInTurn>
      </div>
    </FilterPanel>
  );
}
