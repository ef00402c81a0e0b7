import { ALL_POSTS } from '@cabo/contract';
import { CategoryFilter } from '../CategoryFilter/index.ts';
import { FilterPanel } from '../FilterPanel/index.ts';

export interface BlogFilterBarProps {
  /** The categories that have posts, as [value, label], after "All Posts". */
  categories: ReadonlyArray<readonly [string, string]>;
  /** The chosen category's value, or ALL_POSTS. */
  value: string;
  /** How many posts the category leaves, of how many. */
  resultCount: number;
  total: number;
  onChange: (value: string) => void;
  onClear: () => void;
}

/** The live line: "12 posts", or "4 of 12 posts" when a category narrows it. */
export const blogCountText = (count: number, total: number) => {
  const noun = total === 1 ? 'post' : 'posts';
  return count === total ? `${total} ${noun}` : `${count} of ${total} ${noun}`;
};

/**
 * The blog's category chips with the live count and "Clear filters" (docs/catalogue.md,
 * "Blog"), in the shared FilterPanel (a sheet on phones). Props in, changes out: the page
 * keeps the category in the URL.
 */
export function BlogFilterBar({
  categories,
  value,
  resultCount,
  total,
  onChange,
  onClear,
}: BlogFilterBarProps) {
  return (
    <FilterPanel
      activeCount={value === ALL_POSTS ? 0 : 1}
      resultCount={resultCount}
      resultText={blogCountText(resultCount, total)}
      onClear={onClear}
    >
      <CategoryFilter
        label="Filter posts by category"
        options={[[ALL_POSTS, 'All Posts'], ...categories]}
        value={value}
        onChange={onChange}
      />
    </FilterPanel>
  );
}
