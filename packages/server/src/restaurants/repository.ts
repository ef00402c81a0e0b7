import { CABO_TIME_ZONE, type RatingFigures, type Restaurant } from '@cabo/contract';
import { WEEKDAYS } from '@cabo/data';
import type { Knex } from 'knex';
import { jsonValue } from '../db/values.ts';
import { withCovers, withOwnPictures, type Row } from '../media/pictures.ts';
import { figuresIn, itemReviews, ratingsOfKind } from '../reviews/repository.ts';

export interface RestaurantRow {
  id: number;
  name: string;
  cuisine: string;
  price_range: Restaurant['priceRange'];
  location: string;
  address: string;
  description: string;
  image_url: string;
  /** Counted when read (bookingsTodayColumn); absent where no count was asked for. */
  bookings_today?: number | string;
  phone: string;
  website: string;
  open_table_url: string;
  latitude: number | null;
  longitude: number | null;
  features: unknown;
  menu: unknown;
  hours: unknown;
  available_timeslots: unknown;
}

/** jsonb keeps object keys in its own order: the week is put back Monday first. */
function weekOrdered(hours: Record<string, string>): Record<string, string> {
  const rank = (day: string) => {
    const index = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
    return index < 0 ? WEEKDAYS.length : index;
  };
  return Object.fromEntries(Object.entries(hours).sort(([a], [b]) => rank(a) - rank(b)));
}

/** A restaurant with the figures of its published reviews (none given: no rating). */
export function restaurantFromRow(
  row: RestaurantRow,
  figures: RatingFigures = { reviewCount: 0 },
): Restaurant {
  return {
    id: row.id,
    name: row.name,
    cuisine: row.cuisine,
    priceRange: row.price_range,
    location: row.location,
    address: row.address,
    description: row.description,
    imageUrl: row.image_url,
    ...(figures.rating !== undefined ? { rating: figures.rating } : {}),
    reviewCount: figures.reviewCount,
    bookingsToday: Number(row.bookings_today ?? 0),
    phone: row.phone,
    website: row.website,
    openTableUrl: row.open_table_url,
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
    features: jsonValue(row.features),
    menu: jsonValue(row.menu),
    hours: weekOrdered(jsonValue(row.hours)),
    availableTimeslots: jsonValue(row.available_timeslots),
  };
}

/**
 * "Popular: N bookings today" (docs/adventures-and-restaurants.md): the table requests stored
 * on Cabo's day `today` ('yyyy-MM-dd') for the restaurant, spam left out, counted in the same
 * query as the restaurants. The day's bounds are Cabo's midnights, so a request at 23:30 in
 * Cabo counts for that day though UTC is already the next one.
 */
function bookingsTodayColumn(knex: Knex, today: string): Knex.Raw {
  return knex.raw(
    `(select count(*) from bookings b
       where b.booking_type = 'restaurant' and b.spam = false
         and b.listing_id = restaurants.id::text
         and b.created_at >= (?::date)::timestamp at time zone ?
         and b.created_at < (?::date + 1)::timestamp at time zone ?)::int as bookings_today`,
    [today, CABO_TIME_ZONE, today, CABO_TIME_ZONE],
  );
}

/** In data order (the 2 fixed restaurants first); the page sorts them itself. */
export async function listRestaurants(knex: Knex, today: string): Promise<Restaurant[]> {
  const rows = (await knex('restaurants')
    .select('restaurants.*', bookingsTodayColumn(knex, today))
    .where('status', 'published')
    .orderBy('id')) as RestaurantRow[];
  const ratings = await ratingsOfKind(knex, 'restaurants');
  return withCovers(knex, rows, (row) => restaurantFromRow(row, figuresIn(ratings, row.id)));
}

export async function findRestaurantById(
  knex: Knex,
  id: number,
  today: string,
): Promise<Restaurant | undefined> {
  const row = (await knex('restaurants')
    .select('restaurants.*', bookingsTodayColumn(knex, today))
    .where({ id, status: 'published' })
    .first()) as RestaurantRow | undefined;
  if (!row) return undefined;
  const { reviews: _texts, ...figures } = await itemReviews(knex, 'restaurants', row.id);
  return withOwnPictures(knex, row as unknown as Row, restaurantFromRow(row, figures));
}
