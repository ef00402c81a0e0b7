import type { z } from 'zod';
import {
  CHECK_OUT_AFTER_CHECK_IN,
  dateField,
  emailField,
  phoneField,
  requiredText,
} from './fields.ts';
import { isAfterDay } from './villa-rules.ts';

// What lead forms, the server and the admin share: the lists a lead's fields choose from, the
// contact and stay-date rules of the landing-page forms. The payload the server parses and the
// stored lead it answers are in ./lead-records.ts, which a page with a lead form never evaluates.

/** The interest types of docs/lead-forms.md plus the admin filter's list (docs/admin.md). */
export const leadInterestTypes = [
  'villa',
  'resort',
  'adventure',
  'wedding',
  'group_trip',
  'influencer',
  'concierge',
  'property_management',
] as const;
export type LeadInterestType = (typeof leadInterestTypes)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const corporateEventTypes = [
  'presidents_club',
  'team_building',
  'strategic_planning',
  'incentive_trip',
  'conference',
  'other',
] as const;
export const propertyTypes = ['villa', 'condo', 'apartment', 'house', 'other'] as const;
export const managementTypes = [
  'full_service',
  'rental_only',
  'maintenance_only',
  'consulting',
] as const;
export const bacheloretteTimelines = [
  'within 3 months',
  '3-6 months',
  '6-12 months',
  'more than a year',
] as const;
export const bacheloretteBudgets = [
  '$1,000-$2,000',
  '$2,000-$3,500',
  '$3,500-$5,000',
  '$5,000+',
] as const;
export const bacheloretteGroupSizes = ['2-4', '5-8', '9-12', '13+'] as const;

/** The common rules of the landing-page forms (docs/lead-forms.md). */
export const leadContactFields = {
  firstName: requiredText('Please enter your first name', 2, 100),
  lastName: requiredText('Please enter your last name', 2, 100),
  email: emailField('Please enter a valid email'),
  phone: phoneField('Please enter a valid phone number', 'Phone is required'),
};

/** Check-in and check-out of the lead forms that ask for a stay, as the form and the payload hold them. */
export const stayDateFields = {
  checkIn: dateField('Please select a check-in date'),
  checkOut: dateField('Please select a check-out date'),
};

/** `superRefine` of a schema with `stayDateFields`: check-out after check-in, said under check-out. */
export function checkOutAfterCheckIn(
  data: { checkIn?: string; checkOut?: string },
  ctx: z.RefinementCtx,
): void {
  if (!isAfterDay(data.checkIn, data.checkOut)) {
    ctx.addIssue({ code: 'custom', message: CHECK_OUT_AFTER_CHECK_IN, path: ['checkOut'] });
  }
}

/** The same rule for the forms that name their stay `startDate` and `endDate`. */
export function endAfterStart(
  data: { startDate?: string; endDate?: string },
  ctx: z.RefinementCtx,
): void {
  if (!isAfterDay(data.startDate, data.endDate)) {
    ctx.addIssue({ code: 'custom', message: CHECK_OUT_AFTER_CHECK_IN, path: ['endDate'] });
  }
}
