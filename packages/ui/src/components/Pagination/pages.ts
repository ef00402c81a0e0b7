/**
 * The page numbers to show: all when there are few, else the first, the last and the
 * neighbours of the current page with gaps ('gap') between.
 */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(end < pageCount - 1 ? (['gap'] as const) : []),
    pageCount,
  ];
}
