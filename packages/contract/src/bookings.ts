import { z } from 'zod';
import { villaPriceSummarySchema } from './site-figures.ts';
import {
  calendarDateSchema,
  dateField,
  emailField,
  isoDateTimeSchema,
  optionalText,
  phoneField,
  recordIdField,
  requiredText,
  safeText,
  submissionIdSchema,
} from './fields.ts';
import { endAfterStart } from './leads.ts';
import { submissionMetaSchema } from './submissions.ts';

export const bookingTypes = ['villa', 'resort', 'adventure', 'restaurant', 'event'] as const;
export type BookingType = (typeof bookingTypes)[number];
export const bookingStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const ADVENTURE_MAX_GUESTS = 10;
export const RESTAURANT_PARTY_SIZES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;

const bookingEnvelope = {
  submissionId: submissionIdSchema,
  meta: submissionMetaSchema.optional(),
  source: z.literal('website').default('website'),
  /** Bookings are sent as "pending" (docs/admin.md). */
  status: z.literal('pending').default('pending'),
  tags: optionalText(500),
};

const stayDates = {
  startDate: dateField('Check-in date is required'),
  endDate: dateField('Check-out date is required'),
};

const stayContact = {
  firstName: requiredText('Please enter your first name', 2, 100),
  lastName: requiredText('Please enter your last name', 2, 100),
  email: emailField('Please enter a valid email'),
  phone: phoneField('Please enter a valid phone number', 'Phone is required'),
};

const guestsField = z
  .number({ error: 'Number of guests is required' })
  .int('Number of guests is required')
  .min(1, 'Number of guests is required')
  .max(50, 'Too many guests');

/** The villa booking modal's payload, bookingType villa (docs/lead-forms.md). */
export const villaBookingModalSchema = z
  .strictObject({
    ...bookingEnvelope,
    ...stayContact,
    bookingType: z.literal('villa'),
    ...stayDates,
    guests: guestsField,
    formName: requiredText('Form name is required', 1, 100),
    formData: z.strictObject({
      villaName: requiredText('Villa name is required', 1, 200),
      villaId: requiredText('Villa id is required', 1, 100),
      specialRequests: optionalText(),
      bookingId: optionalText(100),
      preferredContactMethod: optionalText(50),
    }),
    specialRequests: optionalText(),
  })
  .superRefine(endAfterStart);

/** The same modal for a resort (bookingType resort). */
export const resortBookingModalSchema = z
  .strictObject({
    ...bookingEnvelope,
    ...stayContact,
    bookingType: z.literal('resort'),
    ...stayDates,
    guests: guestsField,
    formName: requiredText('Form name is required', 1, 100),
    formData: z.strictObject({
      resortName: requiredText('Resort name is required', 1, 200),
      resortId: requiredText('Resort id is required', 1, 100),
      specialRequests: optionalText(),
      bookingId: optionalText(100),
      preferredContactMethod: optionalText(50),
    }),
    specialRequests: optionalText(),
  })
  .superRefine(endAfterStart);

/** The "Book Your Adventure" sheet (docs/adventures-and-restaurants.md): name and email required, guests 1-10. */
export const adventureBookingSchema = z.strictObject({
  ...bookingEnvelope,
  bookingType: z.literal('adventure'),
  adventureSlug: requiredText('Adventure is required', 1, 200),
  name: requiredText('Name is required', 1, 200),
  email: emailField('Please enter a valid email address', 'Email is required'),
  phone: optionalText(40),
  date: dateField('Please enter a valid date').optional(),
  guests: z
    .number({ error: 'Number of guests is required' })
    .int('Number of guests is required')
    .min(1, 'Number of guests is required')
    .max(ADVENTURE_MAX_GUESTS, `At most ${ADVENTURE_MAX_GUESTS} guests`),
  specialRequests: optionalText(),
});

/**
 * The restaurant "Request Table" form (docs/adventures-and-restaurants.md). The spec shows no rules; we require
 * what the restaurant needs to hold a table (DECISIONS: build what a visitor would expect).
 */
export const restaurantReservationSchema = z.strictObject({
  ...bookingEnvelope,
  bookingType: z.literal('restaurant'),
  restaurantId: recordIdField('Restaurant is required'),
  firstName: requiredText('Please enter your first name', 1, 100),
  lastName: requiredText('Please enter your last name', 1, 100),
  email: emailField('Please enter a valid email'),
  phone: optionalText(40),
  date: dateField('Please pick a date'),
  time: safeText('Please choose a time').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
  partySize: z.enum(RESTAURANT_PARTY_SIZES, { error: 'Please choose a party size' }).default('2'),
});

/** An RSVP for an event of the calendar (docs/catalogue.md, "Events"). */
export const eventBookingSchema = z.strictObject({
  ...bookingEnvelope,
  bookingType: z.literal('event'),
  eventId: recordIdField('Event is required'),
  firstName: requiredText('Please enter your first name', 1, 100),
  lastName: requiredText('Please enter your last name', 1, 100),
  email: emailField('Please enter a valid email'),
  phone: optionalText(40),
  guests: z
    .number({ error: 'Number of guests is required' })
    .int()
    .min(1, 'Number of guests is required')
    .max(20, 'At most 20 guests'),
});

/** POST /api/bookings body, by bookingType. */
export const bookingPayloadSchema = z.discriminatedUnion('bookingType', [
  villaBookingModalSchema,
  resortBookingModalSchema,
  adventureBookingSchema,
  restaurantReservationSchema,
  eventBookingSchema,
]);
export type BookingPayload = z.input<typeof bookingPayloadSchema>;
export type ParsedBookingPayload = z.output<typeof bookingPayloadSchema>;
export type VillaBookingModalPayload = z.input<typeof villaBookingModalSchema>;
export type AdventureBookingPayload = z.input<typeof adventureBookingSchema>;
export type RestaurantReservationPayload = z.input<typeof restaurantReservationSchema>;
export type EventBookingPayload = z.input<typeof eventBookingSchema>;

/**
 * A stored booking (the admin entity plus the full record for "View", docs/admin.md). Bookings from
 * the logged-in forms (resort inquiry, villa booking) have no names: only a contact e-mail.
 */
export const bookingSchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  submissionId: z.string(),
  formType: z.string(),
  bookingType: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  time: z.string().nullable(),
  guests: z.number().int().nullable(),
  listingId: z.string().nullable(),
  listingName: z.string().nullable(),
  specialRequests: z.string().nullable(),
  source: z.string(),
  tags: z.string().nullable(),
  formName: z.string().nullable(),
  formData: z.record(z.string(), z.unknown()),
  userId: z.number().int().nullable(),
  /**
   * A villa booking's price as the server computed it at the request (docs/stays.md, "True
   * totals"): its total in cents and the whole summary. Absent on other bookings.
   */
  totalCents: z.number().int().optional(),
  price: villaPriceSummarySchema.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What the visitor fills in on the "Book Your Adventure" sheet: the payload without its envelope. */
export const adventureBookingFormSchema = adventureBookingSchema.pick({
  name: true,
  email: true,
  phone: true,
  date: true,
  guests: true,
  specialRequests: true,
});
export type AdventureBookingFormValues = z.input<typeof adventureBookingFormSchema>;

/** What the "Request a Table" dialog asks for: the reservation minus the envelope the site adds. */
export const restaurantTableRequestSchema = restaurantReservationSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  date: true,
  time: true,
  partySize: true,
});
export type RestaurantTableRequestValues = z.input<typeof restaurantTableRequestSchema>;
export type RestaurantTableRequest = z.output<typeof restaurantTableRequestSchema>;
