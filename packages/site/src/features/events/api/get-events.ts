import { publicApiPaths, type CalendarEvent } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/events: the events of the 28 days from this week's Sunday (UTC). */
export const useEvents = () => useQuery<CalendarEvent[]>({ queryKey: [publicApiPaths.events] });
