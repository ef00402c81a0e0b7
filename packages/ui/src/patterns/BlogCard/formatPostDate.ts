// 'MMM d, yyyy' (e.g. "Mar 2, 2025") by hand rather than through a date library (kept out of
// the first load) or Intl: a page's first Intl use loads the browser's locale data, a long
// task on a phone, and the blog's pages need nothing else of it. The date is a calendar date.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec date format 'MMM d, yyyy' for a 'yyyy-MM-dd' date. */
export function formatPostDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
