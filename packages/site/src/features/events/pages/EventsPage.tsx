import { caboDate, type CalendarEvent } from '@cabo/contract';
import { EventsCalendar, PageIntro, PageSection, Spinner } from '@cabo/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHead } from '../../../lib/head.ts';
import { useEvents } from '../api/get-events.ts';

const TITLE = 'Local Events';
const DESCRIPTION =
  'Music, food, sports and culture in Los Cabos over the next four weeks: markets, art walks, festivals and tournaments.';
/** Events happen in Los Cabos (UTC-7 all year). */
const CABO_OFFSET = '-07:00';

/** '7:00 PM' → '19:00'. */
function time24(time: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!m) return undefined;
  const hours = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${m[2]}`;
}

/** schema.org Event for each event on the calendar. */
function eventsJsonLd(events: CalendarEvent[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => {
      const at = time24(event.time);
      return {
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: at ? `${event.date}T${at}:00${CABO_OFFSET}` : event.date,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: event.location,
          address: {
            '@type': 'PostalAddress',
            addressRegion: 'Baja California Sur',
            addressCountry: 'MX',
          },
        },
      };
    }),
  };
}

/**
 * /events: the calendar of the 28 days from this week's Sunday. "Today" is the day the
 * events were read (on the server for a rendered page), so the server's HTML and the
 * hydrated page agree; a page kept from an earlier day reads them again.
 */
export default function EventsPage() {
  const [path] = useLocation();
  const events = useEvents();
  const today = caboDate(new Date(events.dataUpdatedAt || 0));
  const { refetch } = events;
  useEffect(() => {
    if (events.isSuccess && caboDate(new Date()) !== today) void refetch();
  }, [events.isSuccess, today, refetch]);

  useHead({
    title: TITLE,
    description: DESCRIPTION,
    path,
    ...(events.data ? { jsonLd: eventsJsonLd(events.data) } : {}),
  });

  return (
    <>
      <PageIntro title={TITLE} intro="What is on in Los Cabos over the next four weeks." />
      <PageSection title="Events calendar" intro="Choose an event for its time, place and details.">
        {events.isPending ? (
          <Spinner label="Loading events" />
        ) : events.isError ? (
          <p role="alert">Error loading events. Please try again.</p>
        ) : (
          <EventsCalendar events={events.data} today={today} />
        )}
      </PageSection>
    </>
  );
}
