import { z } from 'zod';
import { bookingSchema } from './bookings.ts';
import { guideSubmissionSchema } from './guides.ts';
import { leadSchema } from './leads.ts';

/** Paths of the admin list reads (spec 001 §7). */
export const adminPaths = {
  leads: '/api/admin/leads',
  bookings: '/api/admin/bookings',
  guideSubmissions: '/api/admin/guide-submissions',
} as const;

// Newest first; the dashboard filters, searches and pages them in the browser (spec 001 §5).
export const adminLeadListSchema = z.array(leadSchema);
export const adminBookingListSchema = z.array(bookingSchema);
export const adminGuideSubmissionListSchema = z.array(guideSubmissionSchema);
