import type { CalendarEvent } from '@cabo/contract';
import type { Knex } from 'knex';
import { addDays } from '@cabo/data';

export interface EventRow {
  id: number;
  title: string;
  day_offset: number;
  time: string;
  type: CalendarEvent['type'];
  location: string;
  description: string;
}

function eventFromRow(row: EventRow, windowStart: string): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    date: addDays(windowStart, row.day_offset),
    time: row.time,
    type: row.type,
    location: row.location,
    description: row.description,
  };
}

/** Every event, dated inside the 28 days from `windowStart`, in date order. */
export async function listEvents(knex: Knex, windowStart: string): Promise<CalendarEvent[]> {
  const rows = (await knex('events')
    .where('status', 'published')
    .orderBy([{ column: 'day_offset' }, { column: 'id' }])) as EventRow[];
  return rows.map((row) => eventFromRow(row, windowStart));
}

export async function findEventById(
  knex: Knex,
  id: number,
  windowStart: string,
): Promise<CalendarEvent | undefined> {
  const row = (await knex('events').where({ id, status: 'published' }).first()) as
    EventRow | undefined;
  return row && eventFromRow(row, windowStart);
}
