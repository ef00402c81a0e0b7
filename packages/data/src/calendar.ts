// The calendar arithmetic lives in the contract, where the calendar component reaches it too.
export { addDays, CALENDAR_DAYS, weekStart } from '@cabo/contract';
