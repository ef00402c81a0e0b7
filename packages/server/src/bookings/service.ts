import {
  addDays,
  caboDate,
  inSeason,
  outOfSeasonMessage,
  type ParsedBookingPayload,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { announceCatalogueChange } from '../cache/catalogue-change.ts';
import { HttpError } from '../errors.ts';
import { recordIdFromText } from '../middleware/validation.ts';
import { findAdventureBySlug } from '../adventures/repository.ts';
import { findEventById } from '../events/repository.ts';
import { weekStart } from '@cabo/data';
import { findResortById, findResortBySlug } from '../resorts/repository.ts';
import { findRestaurantById } from '../restaurants/repository.ts';
import { refuseHeldNights } from '../villas/availability.ts';
import { findVillaByIdOrSlug } from '../villas/repository.ts';
import { storedSubmission, type StoredSubmission } from '../submissions/pipeline.ts';
import { insertBooking, type NewBooking, type StoredBooking } from './repository.ts';

export const PAST_CHECK_IN = 'Check-in date cannot be in the past';

/**
 * The date pickers block past days; the server agrees, with a day's grace so a visitor west
 * of UTC (Cabo is UTC-7) can still book their own today.
 */
export function refusePastDate(
  date: string | undefined,
  today: Date,
  field: string,
  message: string,
): void {
  // A day of grace: a visitor west of Cabo may still be on yesterday's date.
  const earliest = addDays(caboDate(today), -1);
  if (date && date.slice(0, 10) < earliest) {
    throw new HttpError(400, 'validation_failed', message, { [field]: [message] });
  }
}

export function unknownListing(what: string): HttpError {
  return new HttpError(422, 'unknown_listing', `We couldn't find that ${what}`);
}

/**
 * Turns a POST /api/bookings payload into a stored booking. The booked listing must exist
 * (422 otherwise); its id and name are kept with the booking for the admin list.
 */
export async function createBooking(
  trx: Knex.Transaction,
  payload: ParsedBookingPayload,
  today: Date,
  /** The signed-in visitor, if any: their confirmed bookings let them leave a review. */
  userId: number | null = null,
): Promise<StoredBooking> {
  const base = {
    userId,
    formType: 'booking',
    submissionId: payload.submissionId,
    bookingType: payload.bookingType,
    source: payload.source,
    status: payload.status,
    tags: payload.tags,
  } satisfies Partial<NewBooking>;

  if (payload.bookingType === 'villa' || payload.bookingType === 'resort') {
    refusePastDate(payload.startDate, today, 'startDate', PAST_CHECK_IN);
  } else if (payload.bookingType === 'adventure' || payload.bookingType === 'restaurant') {
    refusePastDate(payload.date, today, 'date', 'Please pick a date that is not in the past');
  }

  switch (payload.bookingType) {
    case 'villa': {
      const villa = await findVillaByIdOrSlug(trx, payload.formData.villaId);
      if (!villa) throw unknownListing('villa');
      await refuseHeldNights(trx, villa.id, payload.startDate, payload.endDate);
      return insertBooking(trx, {
        ...base,
        ...stay(payload),
        listingId: villa.id,
        listingName: villa.name,
      });
    }
    case 'resort': {
      const key = payload.formData.resortId;
      const id = recordIdFromText(key);
      const resort = id === null ? await findResortBySlug(trx, key) : await findResortById(trx, id);
      if (!resort) throw unknownListing('resort');
      return insertBooking(trx, {
        ...base,
        ...stay(payload),
        listingId: String(resort.id),
        listingName: resort.name,
      });
    }
    case 'adventure': {
      const adventure = await findAdventureBySlug(trx, payload.adventureSlug);
      if (!adventure) throw unknownListing('adventure');
      // A seasonal trip does not run outside its months (whale watching December to April).
      if (adventure.season && payload.date && !inSeason(payload.date, adventure.season)) {
        const message = outOfSeasonMessage(adventure.season);
        throw new HttpError(400, 'validation_failed', message, { date: [message] });
      }
      return insertBooking(trx, {
        ...base,
        // The sheet asks for one name field.
        firstName: payload.name,
        email: payload.email,
        phone: payload.phone,
        startDate: payload.date,
        guests: payload.guests,
        specialRequests: payload.specialRequests,
        listingId: adventure.slug,
        listingName: adventure.title,
        formName: 'adventure-booking',
      });
    }
    case 'restaurant': {
      const restaurant = await findRestaurantById(trx, payload.restaurantId, caboDate(today));
      if (!restaurant) throw unknownListing('restaurant');
      // Its "bookings today" changes: every instance drops its cached pages at commit.
      await announceCatalogueChange(trx);
      return insertBooking(trx, {
        ...base,
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        phone: payload.phone,
        startDate: payload.date,
        time: payload.time,
        guests: Number(payload.partySize),
        listingId: String(restaurant.id),
        listingName: restaurant.name,
        formName: 'restaurant-reservation',
      });
    }
    case 'event': {
      const event = await findEventById(trx, payload.eventId, weekStart(today));
      if (!event) throw unknownListing('event');
      return insertBooking(trx, {
        ...base,
        firstName: payload.firstName,
        lastName: payload.lastName,
        email: payload.email,
        phone: payload.phone,
        startDate: event.date,
        time: event.time,
        guests: payload.guests,
        listingId: String(event.id),
        listingName: event.title,
        formName: 'event-rsvp',
      });
    }
  }
}

/** The modal's stay fields (villa and resort share them). */
function stay(payload: Extract<ParsedBookingPayload, { bookingType: 'villa' | 'resort' }>) {
  return {
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    startDate: payload.startDate,
    endDate: payload.endDate,
    guests: payload.guests,
    specialRequests: payload.specialRequests,
    formName: payload.formName,
    formData: payload.formData,
  } satisfies Partial<NewBooking>;
}

/** The table service's table for bookings, and the 201 answer, shared by every booking form. */
export function bookingSubmission(booking: StoredBooking): StoredSubmission {
  return storedSubmission('bookings', booking, {
    topic: 'booking.created',
    table: 'booking_requests',
  });
}
