import { apiPaths, type CalendarEvent } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { getError, getSlow } from './catalogue-helpers.ts';
import { mockEvents } from './fixtures.ts';

/** Handler groups: `events` (default), `eventsEmpty`, `eventsError`, `eventsSlow`. */
export const events = [
  http.get(apiPaths.events, ({ request }) => {
    const from = new URL(request.url).searchParams.get('from') ?? undefined;
    return HttpResponse.json<CalendarEvent[]>(mockEvents(from));
  }),
];

export const eventsEmpty = [
  http.get(apiPaths.events, () => HttpResponse.json<CalendarEvent[]>([])),
];
export const eventsError = getError(apiPaths.events);
export const eventsSlow = getSlow(apiPaths.events);
