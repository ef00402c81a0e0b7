// 'MMM d, yyyy' (e.g. "Mar 2, 2025") through Intl rather than a date library, to keep it out
// of the first load. The date is a calendar date: read and shown in UTC so no zone shifts it.
const postDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Spec date format 'MMM d, yyyy' for a 'yyyy-MM-dd' date. */
export const formatPostDate = (date: string) => postDate.format(new Date(`${date}T00:00:00Z`));
