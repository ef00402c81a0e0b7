import { listSortLabels, listSorts } from '@cabo/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { SelectOption } from '../../components/Select/index.ts';
import { Sheet } from '../../components/Sheet/index.ts';
import * as styles from './FilterPanel.css';

/** The catalogue lists' shared sort menu (docs/catalogue.md, "Lists"). */
export const listSortOptions: readonly SelectOption[] = listSorts.map((id) => ({
  id,
  label: listSortLabels[id],
}));

export interface FilterPanelProps {
  /** The list's fields (search, selects, sort), laid out by the filter bar. */
  children: ReactNode;
  /** How many filters are set: the phone button's "Filters (N)"; 0 hides "Clear filters". */
  activeCount: number;
  /** How many items the filters leave: the sheet's "Show N results". */
  resultCount: number;
  /** The live line under the fields, e.g. "Found 3 resorts". */
  resultText: string;
  onClear: () => void;
}

const showResults = (count: number) => `Show ${count} ${count === 1 ? 'result' : 'results'}`;

/**
 * A list's filters with the live count and "Clear filters" (docs/catalogue.md, "Lists"). From
 * the md breakpoint the fields stand in the page; on a phone they wait behind a "Filters (N)"
 * button in a sheet (focus trapped, Escape closes, "Show N results" goes back to the list), so
 * the first card is on the first screen. Which one shows is CSS alone: the server's HTML and
 * the hydrated page agree at any width.
 */
export function FilterPanel({
  children,
  activeCount,
  resultCount,
  resultText,
  onClear,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const clear =
    activeCount > 0 ? (
      <Button variant="ghost" size="sm" onPress={onClear}>
        Clear filters
      </Button>
    ) : null;
  return (
    <div className={styles.wrapper}>
      <div className={styles.inline}>{children}</div>
      <div className={styles.summary}>
        <div className={styles.phoneOnly}>
          <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
            {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
          </Button>
        </div>
        <p className={styles.count} role="status">
          {resultText}
        </p>
        {clear}
      </div>
      <Sheet title="Filters" isOpen={open} onOpenChange={setOpen}>
        {({ close }) => (
          <div className={styles.sheet}>
            <div className={styles.sheetFields}>{children}</div>
            <div className={styles.sheetActions}>
              {clear}
              <Button variant="primary" fullWidth onPress={close}>
                {showResults(resultCount)}
              </Button>
            </div>
          </div>
        )}
      </Sheet>
    </div>
  );
}
