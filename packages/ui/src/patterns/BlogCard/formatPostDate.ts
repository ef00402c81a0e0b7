// 'MMM d, yyyy' by hand rather than through a date library or Intl (the contract's money.ts
// says why); the blog's name for the contract's one date format.
export { shortCalendarDate as formatPostDate } from '@cabo/contract';
