/**
 * The API paths visitors' pages call: the public site names these only (lint holds it), so
 * the admin's paths are not part of every page's script.
 */
export const publicApiPaths = {
  health: '/api/health',
  healthLive: '/api/health/live',
  healthReady: '/api/health/ready',

  // Catalogue reads (docs/catalogue.md).
  resorts: '/api/resorts',
  resort: '/api/resorts/:slug',
  villas: '/api/villas',
  villa: '/api/villas/:slug',
  /** Held nights per villa (docs/stays.md, "Availability"); not cached: bookings change it. */
  villaAvailability: '/api/villa-availability',
  adventures: '/api/adventures',
  adventure: '/api/adventures/:slug',
  blog: '/api/blog',
  blogPost: '/api/blog/:slug',
  restaurants: '/api/restaurants',
  restaurant: '/api/restaurants/:id',
  events: '/api/events',
  /** The real estate page's listings for sale: published ones, in display order. */
  realEstateListings: '/api/real-estate/listings',
  /** The marketing figures staff keep (docs/catalogue.md, "Figures"). */
  siteFigures: '/api/site-figures',
  /** The site search's index, serialized (docs/catalogue.md, "Site search"). */
  searchIndex: '/api/search-index',
  /** One page's set of the site's own pictures, by their drawing's path (docs/media.md). */
  sitePictures: '/api/site-pictures/:set',
  /** The menu and footer links every page shows, with the menu's thumbnails (docs/media.md). */
  siteMenu: '/api/site-menu',
  pricingSettings: '/api/pricing-settings',

  // Public submissions (docs/lead-forms.md, docs/guides.md, docs/stays.md).
  leads: '/api/leads',
  guideSubmissions: '/api/guide-submissions',
  bookings: '/api/bookings',
  resortInquiries: '/api/resort-inquiries',
  villaBookings: '/api/villa-bookings',
  /** One request's status (docs/lead-forms.md, "After success"): its owner, or `?t=` a signed link. */
  request: '/api/requests/:reference',
  /** Every request of the signed-in visitor, newest first. */
  myRequests: '/api/my-requests',
  /** Confirms a visitor's e-mail from the link the registration sent. */
  confirmEmail: '/api/confirm-email',

  // Accounts (docs/accounts-and-security.md).
  register: '/api/register',
  login: '/api/login',
  logout: '/api/logout',
  user: '/api/user',
  socialShare: '/api/social-share',
  // Reviews (docs/catalogue.md, "Ratings and reviews"): a visitor's review after a confirmed booking.
  reviews: '/api/reviews',
  reviewEligibility: '/api/reviews/eligibility',

  /** A picture's variant, e.g. /media/{id}/960.webp (mediaVariantPath); public, cached a year. */
  mediaFile: '/media/:id/:file',

  // Captcha: which widget, the self-hosted challenge, and the check (docs/guides.md).
  captchaConfig: '/api/captcha/config',
  captchaChallenge: '/api/captcha/challenge',
  captchaVerify: '/api/verify-recaptcha',
} as const;

/** The staff app's API paths (docs/admin.md). */
export const adminApiPaths = {
  /** The staff's sign-in (docs/admin.md). */
  adminLogin: '/api/admin/login',

  // Admin dashboard (docs/admin.md): which staff role may call each path under /api/admin is
  // the policy of admin-access.ts.
  adminLeads: '/api/admin/leads',
  adminLead: '/api/admin/leads/:id',
  adminLeadOwner: '/api/admin/leads/:id/owner',
  adminLeadsCsv: '/api/admin/leads.csv',
  adminBookings: '/api/admin/bookings',
  adminBooking: '/api/admin/bookings/:id',
  adminBookingOwner: '/api/admin/bookings/:id/owner',
  adminBookingsCsv: '/api/admin/bookings.csv',
  adminGuideSubmissions: '/api/admin/guide-submissions',
  adminGuideSubmission: '/api/admin/guide-submissions/:id',
  adminGuideSubmissionOwner: '/api/admin/guide-submissions/:id/owner',
  adminGuideSubmissionsCsv: '/api/admin/guide-submissions.csv',
  adminGuideSubmissionResend: '/api/admin/guide-submissions/:id/resend',
  adminAnalytics: '/api/admin/analytics',
  // Replies from a record and follow-up tasks (docs/admin.md, "Replies and follow-ups").
  adminLeadReplies: '/api/admin/leads/:id/replies',
  adminBookingReplies: '/api/admin/bookings/:id/replies',
  adminTasks: '/api/admin/tasks',
  adminTaskComplete: '/api/admin/tasks/:id/complete',
  adminTaskReopen: '/api/admin/tasks/:id/reopen',
  // Contacts (docs/admin.md, "Contacts"), admins only.
  adminContacts: '/api/admin/contacts',
  adminContactSuggestions: '/api/admin/contacts/suggestions',
  adminContact: '/api/admin/contacts/:id',
  adminContactMerge: '/api/admin/contacts/:id/merge',
  adminRecordContact: '/api/admin/contacts/of/:kind/:id',
  adminAnalyticsCsv: '/api/admin/analytics.csv',

  // The media library (docs/media.md): uploads, the list, one picture's details.
  adminMedia: '/api/admin/media',
  adminMediaItem: '/api/admin/media/:id',
  // Content studio (docs/admin.md): the catalogue as staff edit it; `:kind` is a contentKinds value.
  adminSiteFigures: '/api/admin/site-figures',
  adminPricingSettings: '/api/admin/pricing-settings',
  adminContentList: '/api/admin/content/:kind',
  adminContentItem: '/api/admin/content/:kind/:id',
  adminContentPublish: '/api/admin/content/:kind/:id/publish',
  adminContentUnpublish: '/api/admin/content/:kind/:id/unpublish',
  adminContentArchive: '/api/admin/content/:kind/:id/archive',
  adminContentHistory: '/api/admin/content/:kind/:id/history',
  adminContentRestore: '/api/admin/content/:kind/:id/history/:revision/restore',
  // Review moderation (docs/admin.md, "Reviews"), staff.
  adminReviews: '/api/admin/reviews',
  adminReview: '/api/admin/reviews/:id',

  // Integrations, the outbox and the kept e-mail (docs/admin.md), admins only.
  adminIntegrations: '/api/admin/integrations',
  adminIntegrationTest: '/api/admin/integrations/:name/test',
  adminIntegrationSettings: '/api/admin/integrations/:name/settings',
  adminOutbox: '/api/admin/outbox',
  adminOutboxRetry: '/api/admin/outbox/:id/retry',
  adminMail: '/api/admin/mail',
  adminMailMessage: '/api/admin/mail/:id',
  adminMailRaw: '/api/admin/mail/:id/raw',
  /** The automation webhook's signing secret (docs/integrations.md): its hint, and Rotate. */
  adminWebhookSigning: '/api/admin/webhook-signing',
  adminWebhookSigningRotate: '/api/admin/webhook-signing/rotate',

  // The API's own description (docs/integrations.md): OpenAPI 3.1, and its reader for admins.
  openapi: '/api/openapi.json',
  apiDocs: '/api/docs',
  apiDocsAsset: '/api/docs/:file',

  // Staff accounts (docs/admin.md, "Staff accounts"), admins only.
  adminUsers: '/api/admin/users',
  adminUser: '/api/admin/users/:id',
} as const;

/**
 * Every API path, in one list: the server's routers, the admin's fetchers and the MSW
 * handlers all name a path from here, so a path changes in one place.
 */
// Marked pure, so a bundle that names only the public paths leaves out the admin's.
export const apiPaths = /* @__PURE__ */ Object.assign({}, publicApiPaths, adminApiPaths);

/** Fills `:name` segments, e.g. `apiPath(apiPaths.resort, { slug: 'casa-dorada' })`. */
export function apiPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

// A visitor's requests (docs/lead-forms.md, "After success"): here, without zod,
// since the route table in every page's first load names them.

/** The API path of a request's status, with the e-mailed token when there is one. */
export function requestApiPath(reference: string, token?: string | null): string {
  const path = apiPath(publicApiPaths.request, { reference });
  return token ? `${path}?t=${encodeURIComponent(token)}` : path;
}

/** The page of a request's status, with the e-mailed token when there is one. */
export function requestPagePath(reference: string, token?: string | null): string {
  const path = `/requests/${encodeURIComponent(reference)}`;
  return token ? `${path}?t=${encodeURIComponent(token)}` : path;
}

/** The visitor's page listing every request of their account. */
export const MY_REQUESTS_PATH = '/account/requests';
/** Where the account's confirmation e-mail leads (`?t=` the token). */
export const CONFIRM_EMAIL_PATH = '/account/confirm';
