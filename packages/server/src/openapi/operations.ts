import {
  adminAnalyticsSchema,
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingQuerySchema,
  adminBookingUpdateSchema,
  adminGuideSubmissionDetailSchema,
  adminGuideSubmissionPageSchema,
  adminGuideSubmissionQuerySchema,
  adminLeadDetailSchema,
  adminLeadPageSchema,
  adminLeadQuerySchema,
  adminLeadUpdateSchema,
  adminLoginRequestSchema,
  adminPricingSettingsSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewSchema,
  adminSiteFiguresSchema,
  adventureListSchema,
  adventureSchema,
  altchaChallengeSchema,
  authResponseSchema,
  blogPostListSchema,
  blogPostSchema,
  bookingPayloadSchema,
  calendarEventListSchema,
  captchaConfigSchema,
  catalogueListQuerySchema,
  confirmEmailRequestSchema,
  contentCreatedSchema,
  contentHistorySchema,
  contentItemSchema,
  contentListQuerySchema,
  contentListSchema,
  contentTransitionSchema,
  guideSubmissionPayloadSchema,
  healthResponseSchema,
  integrationListSchema,
  integrationSchema,
  integrationTestResultSchema,
  leadPayloadSchema,
  livenessResponseSchema,
  loginRequestSchema,
  mailListSchema,
  mailMessageSchema,
  mediaAssetSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUpdateSchema,
  outboxItemSchema,
  outboxPageSchema,
  outboxQuerySchema,
  pricingSettingsSchema,
  readinessResponseSchema,
  realEstateListingListSchema,
  registerRequestSchema,
  resortInquiryPayloadSchema,
  resortListSchema,
  resortSchema,
  restaurantListSchema,
  restaurantSchema,
  reviewEligibilitySchema,
  reviewStatusChangeSchema,
  siteFiguresSchema,
  sitePicturesSchema,
  socialShareRequestSchema,
  socialShareResponseSchema,
  staffUserCreateSchema,
  staffUserListSchema,
  staffUserSchema,
  staffUserUpdateSchema,
  submissionReceiptSchema,
  verifyCaptchaRequestSchema,
  verifyCaptchaResponseSchema,
  villaAvailabilityListSchema,
  villaBookingPayloadSchema,
  villaListSchema,
  villaDetailSchema,
  visitorRequestListSchema,
  visitorRequestSchema,
  visitorReviewResultSchema,
  visitorReviewSchema,
  webhookSecretRotatedSchema,
  webhookSigningSchema,
  adminAnalyticsQuerySchema,
  adminContactDetailSchema,
  adminContactMergeRequestSchema,
  adminContactPageSchema,
  adminContactQuerySchema,
  adminContactSuggestionsSchema,
  adminRecordContactSchema,
  adminReplyCreateSchema,
  adminReplyListSchema,
  adminReplySchema,
  adminTaskCreateSchema,
  adminTaskListSchema,
  adminTaskQuerySchema,
  adminTaskSchema,
  recordOwnerUpdateSchema,
  type apiPaths,
} from '@cabo/contract';
import type { z } from 'zod';

/** What an answer's body is when it is not JSON. */
export type RawBody = 'csv' | 'html' | 'text' | 'binary' | 'javascript' | 'xml' | 'message';

/** One method of one path, as the OpenAPI document describes it. */
export interface Operation {
  summary: string;
  tag: string;
  /** The JSON body the server parses (`io: 'input'`). */
  body?: z.ZodType;
  /** A multipart upload rather than JSON. */
  multipart?: true;
  query?: z.ZodType;
  /** The success answer's JSON; left out, an untyped JSON value (or `raw`). */
  response?: z.ZodType;
  raw?: RawBody;
  /** 201 for a creation; 200 otherwise. */
  status?: 200 | 201 | 202 | 204;
  /** The error codes beyond those every operation of its kind has (document.ts). */
  errors?: ReadonlyArray<readonly [number, string]>;
  /** `visitor`: a signed-in visitor's session; `staff`: /api/admin's role policy decides. */
  auth?: 'visitor' | 'staff';
}

type Methods = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

const notFound = [404, 'not_found'] as const;
const conflict = (code: string) => [409, code] as const;

/**
 * Every path of `apiPaths`, keyed by its name, with its methods (docs/integrations.md,
 * "OpenAPI"): the type makes a new path in the contract's list a compile error here until
 * it is described, and the coverage test checks the routers' methods against it.
 */
export const operations: Record<keyof typeof apiPaths, Methods> = {
  health: {
    get: { tag: 'Health', summary: 'Health, with the database', response: healthResponseSchema },
  },
  healthLive: { get: { tag: 'Health', summary: 'Liveness', response: livenessResponseSchema } },
  healthReady: {
    get: {
      tag: 'Health',
      summary: 'Readiness',
      response: readinessResponseSchema,
      errors: [[503, 'unavailable']],
    },
  },

  resorts: {
    get: {
      tag: 'Catalogue',
      summary: 'Published resorts',
      query: catalogueListQuerySchema,
      response: resortListSchema,
    },
  },
  resort: {
    get: { tag: 'Catalogue', summary: 'One resort', response: resortSchema, errors: [notFound] },
  },
  villas: {
    get: {
      tag: 'Catalogue',
      summary: 'Published villas',
      query: catalogueListQuerySchema,
      response: villaListSchema,
    },
  },
  villa: {
    get: {
      tag: 'Catalogue',
      summary: 'One villa',
      response: villaDetailSchema,
      errors: [notFound],
    },
  },
  villaAvailability: {
    get: {
      tag: 'Catalogue',
      summary: 'Held nights per villa',
      response: villaAvailabilityListSchema,
    },
  },
  adventures: {
    get: {
      tag: 'Catalogue',
      summary: 'Published adventures',
      query: catalogueListQuerySchema,
      response: adventureListSchema,
    },
  },
  adventure: {
    get: {
      tag: 'Catalogue',
      summary: 'One adventure',
      response: adventureSchema,
      errors: [notFound],
    },
  },
  blog: {
    get: {
      tag: 'Catalogue',
      summary: 'Blog posts, newest first',
      query: catalogueListQuerySchema,
      response: blogPostListSchema,
    },
  },
  blogPost: {
    get: {
      tag: 'Catalogue',
      summary: 'One blog post',
      response: blogPostSchema,
      errors: [notFound],
    },
  },
  restaurants: {
    get: {
      tag: 'Catalogue',
      summary: 'Restaurants',
      query: catalogueListQuerySchema,
      response: restaurantListSchema,
    },
  },
  restaurant: {
    get: {
      tag: 'Catalogue',
      summary: 'One restaurant',
      response: restaurantSchema,
      errors: [notFound],
    },
  },
  events: {
    get: {
      tag: 'Catalogue',
      summary: 'Events of a window of weeks',
      response: calendarEventListSchema,
    },
  },
  realEstateListings: {
    get: {
      tag: 'Catalogue',
      summary: 'Real estate for sale',
      response: realEstateListingListSchema,
    },
  },
  siteFigures: {
    get: { tag: 'Catalogue', summary: 'The marketing figures', response: siteFiguresSchema },
  },
  searchIndex: { get: { tag: 'Catalogue', summary: 'The site search index (serialized)' } },
  sitePictures: {
    get: {
      tag: 'Catalogue',
      summary: 'One page’s set of pictures',
      response: sitePicturesSchema,
      errors: [notFound],
    },
  },
  pricingSettings: {
    get: { tag: 'Catalogue', summary: 'Pricing settings', response: pricingSettingsSchema },
  },

  leads: {
    post: {
      tag: 'Submissions',
      summary: 'Submit a lead form',
      body: leadPayloadSchema,
      response: submissionReceiptSchema,
      status: 201,
      errors: [[422, 'unknown_listing'], conflict('duplicate')],
    },
  },
  guideSubmissions: {
    post: {
      tag: 'Submissions',
      summary: 'Request a guide',
      body: guideSubmissionPayloadSchema,
      response: submissionReceiptSchema,
      status: 201,
      errors: [[400, 'invalid_token']],
    },
  },
  bookings: {
    post: {
      tag: 'Submissions',
      summary: 'Request a booking',
      body: bookingPayloadSchema,
      response: submissionReceiptSchema,
      status: 201,
      errors: [conflict('dates_unavailable'), [422, 'unknown_item']],
    },
  },
  resortInquiries: {
    get: {
      tag: 'Submissions',
      summary: 'Not readable: only POST stores',
      errors: [[405, 'method_not_allowed']],
    },
    post: {
      tag: 'Submissions',
      summary: 'Ask about a resort',
      body: resortInquiryPayloadSchema,
      response: submissionReceiptSchema,
      status: 201,
    },
  },
  villaBookings: {
    get: {
      tag: 'Submissions',
      summary: 'Not readable: only POST stores',
      errors: [[405, 'method_not_allowed']],
    },
    post: {
      tag: 'Submissions',
      summary: 'Request a villa stay',
      body: villaBookingPayloadSchema,
      response: submissionReceiptSchema,
      status: 201,
      errors: [conflict('dates_unavailable')],
    },
  },
  request: {
    get: {
      tag: 'Visitors',
      summary: 'One request’s status (its owner, or `?t=` the e-mailed link)',
      response: visitorRequestSchema,
      errors: [notFound, [410, 'link_expired']],
    },
  },
  myRequests: {
    get: {
      tag: 'Visitors',
      summary: 'The visitor’s requests',
      response: visitorRequestListSchema,
      auth: 'visitor',
    },
  },
  confirmEmail: {
    post: {
      tag: 'Visitors',
      summary: 'Confirm an account’s e-mail',
      body: confirmEmailRequestSchema,
      errors: [[400, 'invalid_token']],
    },
  },

  register: {
    post: {
      tag: 'Accounts',
      summary: 'Register a visitor account',
      body: registerRequestSchema,
      response: authResponseSchema,
      status: 201,
      errors: [conflict('email_taken')],
    },
  },
  login: {
    post: {
      tag: 'Accounts',
      summary: 'Sign in',
      body: loginRequestSchema,
      response: authResponseSchema,
      errors: [[401, 'invalid_credentials']],
    },
  },
  logout: { post: { tag: 'Accounts', summary: 'Sign out', status: 204 } },
  user: {
    get: {
      tag: 'Accounts',
      summary: 'The signed-in user',
      response: authResponseSchema,
      auth: 'visitor',
    },
  },
  adminLogin: {
    post: {
      tag: 'Accounts',
      summary: 'Staff sign-in',
      body: adminLoginRequestSchema,
      response: authResponseSchema,
      errors: [[401, 'invalid_credentials']],
    },
  },
  socialShare: {
    post: {
      tag: 'Visitors',
      summary: 'Record a share of a listing',
      body: socialShareRequestSchema,
      response: socialShareResponseSchema,
      errors: [conflict('already_shared'), [404, 'listing_not_found']],
    },
  },
  reviews: {
    post: {
      tag: 'Visitors',
      summary: 'Review a confirmed booking',
      body: visitorReviewSchema,
      response: visitorReviewResultSchema,
      status: 201,
      auth: 'visitor',
      errors: [[403, 'no_confirmed_booking'], conflict('already_reviewed')],
    },
  },
  reviewEligibility: {
    get: {
      tag: 'Visitors',
      summary: 'May the visitor review this item?',
      response: reviewEligibilitySchema,
    },
  },

  adminLeads: {
    get: {
      tag: 'Admin: leads',
      summary: 'Leads, paged',
      query: adminLeadQuerySchema,
      response: adminLeadPageSchema,
      auth: 'staff',
    },
  },
  adminLead: {
    get: {
      tag: 'Admin: leads',
      summary: 'One lead and its history',
      response: adminLeadDetailSchema,
      auth: 'staff',
      errors: [notFound],
    },
    patch: {
      tag: 'Admin: leads',
      summary: 'Change a lead’s status or note',
      body: adminLeadUpdateSchema,
      response: adminLeadDetailSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminLeadsCsv: {
    get: {
      tag: 'Admin: leads',
      summary: 'Leads as CSV',
      query: adminLeadQuerySchema,
      raw: 'csv',
      auth: 'staff',
    },
  },
  adminBookings: {
    get: {
      tag: 'Admin: bookings',
      summary: 'Bookings, paged',
      query: adminBookingQuerySchema,
      response: adminBookingPageSchema,
      auth: 'staff',
    },
  },
  adminBooking: {
    get: {
      tag: 'Admin: bookings',
      summary: 'One booking and its history',
      response: adminBookingDetailSchema,
      auth: 'staff',
      errors: [notFound],
    },
    patch: {
      tag: 'Admin: bookings',
      summary: 'Change a booking’s status or note',
      body: adminBookingUpdateSchema,
      response: adminBookingDetailSchema,
      auth: 'staff',
      errors: [notFound, conflict('dates_unavailable')],
    },
  },
  adminBookingsCsv: {
    get: {
      tag: 'Admin: bookings',
      summary: 'Bookings as CSV',
      query: adminBookingQuerySchema,
      raw: 'csv',
      auth: 'staff',
    },
  },
  adminGuideSubmissions: {
    get: {
      tag: 'Admin: guides',
      summary: 'Guide requests, paged',
      query: adminGuideSubmissionQuerySchema,
      response: adminGuideSubmissionPageSchema,
      auth: 'staff',
    },
  },
  adminGuideSubmission: {
    get: {
      tag: 'Admin: guides',
      summary: 'One guide request and its history',
      response: adminGuideSubmissionDetailSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminGuideSubmissionsCsv: {
    get: {
      tag: 'Admin: guides',
      summary: 'Guide requests as CSV',
      query: adminGuideSubmissionQuerySchema,
      raw: 'csv',
      auth: 'staff',
    },
  },
  adminGuideSubmissionResend: {
    post: {
      tag: 'Admin: guides',
      summary: 'Send the guide again',
      response: adminGuideSubmissionDetailSchema,
      auth: 'staff',
      errors: [notFound, conflict('spam')],
    },
  },
  adminLeadOwner: {
    put: {
      tag: 'Admin: owners',
      summary: "Assign a lead's owner (an active admin, or null)",
      body: recordOwnerUpdateSchema,
      response: adminLeadDetailSchema,
      errors: [notFound, [400, 'invalid_owner']],
      auth: 'staff',
    },
  },
  adminBookingOwner: {
    put: {
      tag: 'Admin: owners',
      summary: "Assign a booking's owner",
      body: recordOwnerUpdateSchema,
      response: adminBookingDetailSchema,
      errors: [notFound, [400, 'invalid_owner']],
      auth: 'staff',
    },
  },
  adminGuideSubmissionOwner: {
    put: {
      tag: 'Admin: owners',
      summary: "Assign a guide request's owner",
      body: recordOwnerUpdateSchema,
      response: adminGuideSubmissionDetailSchema,
      errors: [notFound, [400, 'invalid_owner']],
      auth: 'staff',
    },
  },
  adminLeadReplies: {
    get: {
      tag: 'Admin: replies and tasks',
      summary: 'Replies e-mailed from a lead',
      response: adminReplyListSchema,
      errors: [notFound],
      auth: 'staff',
    },
    post: {
      tag: 'Admin: replies and tasks',
      summary: 'E-mail the visitor from a lead (through the outbox)',
      body: adminReplyCreateSchema,
      response: adminReplySchema,
      status: 201,
      errors: [notFound, [503, 'outbox_unavailable']],
      auth: 'staff',
    },
  },
  adminBookingReplies: {
    get: {
      tag: 'Admin: replies and tasks',
      summary: 'Replies e-mailed from a booking',
      response: adminReplyListSchema,
      errors: [notFound],
      auth: 'staff',
    },
    post: {
      tag: 'Admin: replies and tasks',
      summary: 'E-mail the visitor from a booking (through the outbox)',
      body: adminReplyCreateSchema,
      response: adminReplySchema,
      status: 201,
      errors: [notFound, [503, 'outbox_unavailable']],
      auth: 'staff',
    },
  },
  adminTasks: {
    get: {
      tag: 'Admin: replies and tasks',
      summary: 'Follow-up tasks (due today, overdue, upcoming; mine; of a record)',
      query: adminTaskQuerySchema,
      response: adminTaskListSchema,
      auth: 'staff',
    },
    post: {
      tag: 'Admin: replies and tasks',
      summary: 'Add a follow-up task to a record',
      body: adminTaskCreateSchema,
      response: adminTaskSchema,
      status: 201,
      errors: [notFound],
      auth: 'staff',
    },
  },
  adminTaskComplete: {
    post: {
      tag: 'Admin: replies and tasks',
      summary: 'Mark a task done',
      response: adminTaskSchema,
      errors: [notFound],
      auth: 'staff',
    },
  },
  adminTaskReopen: {
    post: {
      tag: 'Admin: replies and tasks',
      summary: 'Reopen a task',
      response: adminTaskSchema,
      errors: [notFound],
      auth: 'staff',
    },
  },
  adminContacts: {
    get: {
      tag: 'Admin: contacts',
      summary: 'Contacts (one per person), searched',
      query: adminContactQuerySchema,
      response: adminContactPageSchema,
      auth: 'staff',
    },
  },
  adminContactSuggestions: {
    get: {
      tag: 'Admin: contacts',
      summary: 'Contacts that may be the same person',
      response: adminContactSuggestionsSchema,
      auth: 'staff',
    },
  },
  adminContact: {
    get: {
      tag: 'Admin: contacts',
      summary: 'One contact with every request',
      response: adminContactDetailSchema,
      errors: [notFound],
      auth: 'staff',
    },
  },
  adminContactMerge: {
    post: {
      tag: 'Admin: contacts',
      summary: 'Fold another contact into this one (every request and its history kept)',
      body: adminContactMergeRequestSchema,
      response: adminContactDetailSchema,
      errors: [notFound, conflict('already_merged'), [400, 'validation_failed']],
      auth: 'staff',
    },
  },
  adminRecordContact: {
    get: {
      tag: 'Admin: contacts',
      summary: "A record's contact and its other requests",
      response: adminRecordContactSchema,
      errors: [notFound],
      auth: 'staff',
    },
  },
  adminAnalyticsCsv: {
    get: {
      tag: 'Admin: analytics',
      summary: 'The figures of a range as CSV',
      query: adminAnalyticsQuerySchema,
      raw: 'csv',
      auth: 'staff',
    },
  },
  adminAnalytics: {
    get: {
      tag: 'Admin: analytics',
      summary: 'Leads and bookings figures of a range',
      query: adminAnalyticsQuerySchema,
      response: adminAnalyticsSchema,
      auth: 'staff',
    },
  },

  adminMedia: {
    get: {
      tag: 'Admin: media',
      summary: 'The media library, paged',
      query: mediaListQuerySchema,
      response: mediaPageSchema,
      auth: 'staff',
    },
    post: {
      tag: 'Admin: media',
      summary: 'Upload pictures (multipart)',
      multipart: true,
      status: 201,
      auth: 'staff',
      errors: [
        [400, 'invalid_multipart'],
        [400, 'too_many_files'],
        [400, 'unreadable_image'],
        [413, 'payload_too_large'],
        [415, 'unsupported_media_type'],
      ],
    },
  },
  adminMediaItem: {
    get: {
      tag: 'Admin: media',
      summary: 'One picture',
      response: mediaAssetSchema,
      auth: 'staff',
      errors: [notFound],
    },
    patch: {
      tag: 'Admin: media',
      summary: 'A picture’s details',
      body: mediaUpdateSchema,
      response: mediaAssetSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  mediaFile: {
    get: { tag: 'Media', summary: 'A picture’s variant file', raw: 'binary', errors: [notFound] },
  },
  adminSiteFigures: {
    get: {
      tag: 'Admin: content',
      summary: 'The marketing figures as kept',
      response: adminSiteFiguresSchema,
      auth: 'staff',
    },
    put: {
      tag: 'Admin: content',
      summary: 'Set the marketing figures',
      body: siteFiguresSchema,
      response: adminSiteFiguresSchema,
      auth: 'staff',
    },
  },
  adminPricingSettings: {
    get: {
      tag: 'Admin: content',
      summary: 'Pricing settings as kept',
      response: adminPricingSettingsSchema,
      auth: 'staff',
    },
    put: {
      tag: 'Admin: content',
      summary: 'Set the pricing settings',
      body: pricingSettingsSchema,
      response: adminPricingSettingsSchema,
      auth: 'staff',
    },
  },
  adminContentList: {
    get: {
      tag: 'Admin: content',
      summary: 'Items of one kind',
      query: contentListQuerySchema,
      response: contentListSchema,
      auth: 'staff',
    },
    post: {
      tag: 'Admin: content',
      summary: 'Create a draft (the kind’s own schema)',
      response: contentCreatedSchema,
      status: 201,
      auth: 'staff',
      errors: [conflict('slug_taken')],
    },
  },
  adminContentItem: {
    get: {
      tag: 'Admin: content',
      summary: 'One item',
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound],
    },
    patch: {
      tag: 'Admin: content',
      summary: 'Save a draft (the kind’s own schema)',
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound, conflict('version_conflict'), conflict('slug_taken')],
    },
  },
  adminContentPublish: {
    post: {
      tag: 'Admin: content',
      summary: 'Publish',
      body: contentTransitionSchema,
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminContentUnpublish: {
    post: {
      tag: 'Admin: content',
      summary: 'Unpublish',
      body: contentTransitionSchema,
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound, conflict('not_published')],
    },
  },
  adminContentArchive: {
    post: {
      tag: 'Admin: content',
      summary: 'Archive',
      body: contentTransitionSchema,
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound, conflict('already_archived')],
    },
  },
  adminContentHistory: {
    get: {
      tag: 'Admin: content',
      summary: 'An item’s revisions',
      response: contentHistorySchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminContentRestore: {
    post: {
      tag: 'Admin: content',
      summary: 'Restore a revision as the draft',
      body: contentTransitionSchema,
      response: contentItemSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminReviews: {
    get: {
      tag: 'Admin: reviews',
      summary: 'Reviews to moderate',
      query: adminReviewListQuerySchema,
      response: adminReviewListSchema,
      auth: 'staff',
    },
  },
  adminReview: {
    patch: {
      tag: 'Admin: reviews',
      summary: 'Publish or hide a review',
      body: reviewStatusChangeSchema,
      response: adminReviewSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },

  adminIntegrations: {
    get: {
      tag: 'Admin: integrations',
      summary: 'Each destination’s state',
      response: integrationListSchema,
      auth: 'staff',
    },
  },
  adminIntegrationTest: {
    post: {
      tag: 'Admin: integrations',
      summary: 'Test Connection',
      response: integrationTestResultSchema,
      auth: 'staff',
      errors: [notFound, conflict('integration_not_configured')],
    },
  },
  adminIntegrationSettings: {
    put: {
      tag: 'Admin: integrations',
      summary: 'Store an integration’s settings (encrypted)',
      response: integrationSchema,
      auth: 'staff',
      errors: [notFound, conflict('settings_in_environment'), [503, 'settings_key_missing']],
    },
  },
  adminOutbox: {
    get: {
      tag: 'Admin: integrations',
      summary: 'The outbox, paged',
      query: outboxQuerySchema,
      response: outboxPageSchema,
      auth: 'staff',
    },
  },
  adminOutboxRetry: {
    post: {
      tag: 'Admin: integrations',
      summary: 'Retry a dead delivery',
      response: outboxItemSchema,
      auth: 'staff',
      errors: [notFound, conflict('outbox_not_dead')],
    },
  },
  adminMail: {
    get: {
      tag: 'Admin: integrations',
      summary: 'E-mail kept as files',
      response: mailListSchema,
      auth: 'staff',
    },
  },
  adminMailMessage: {
    get: {
      tag: 'Admin: integrations',
      summary: 'One kept e-mail',
      response: mailMessageSchema,
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminMailRaw: {
    get: {
      tag: 'Admin: integrations',
      summary: 'One kept e-mail as .eml',
      raw: 'message',
      auth: 'staff',
      errors: [notFound],
    },
  },
  adminWebhookSigning: {
    get: {
      tag: 'Admin: integrations',
      summary: 'The webhook signing secret’s hint (made on first use)',
      response: webhookSigningSchema,
      auth: 'staff',
      errors: [conflict('settings_key_missing')],
    },
  },
  adminWebhookSigningRotate: {
    post: {
      tag: 'Admin: integrations',
      summary: 'Rotate the signing secret; the answer shows the new one, once',
      response: webhookSecretRotatedSchema,
      status: 201,
      auth: 'staff',
      errors: [conflict('settings_key_missing')],
    },
  },
  openapi: { get: { tag: 'API', summary: 'This document' } },
  apiDocs: {
    get: { tag: 'API', summary: 'This document, readable (admins)', raw: 'html', auth: 'staff' },
  },
  apiDocsAsset: {
    get: {
      tag: 'API',
      summary: 'The reader’s files (Swagger UI’s own, public)',
      raw: 'javascript',
      errors: [notFound],
    },
  },

  adminUsers: {
    get: {
      tag: 'Admin: staff',
      summary: 'Staff accounts',
      response: staffUserListSchema,
      auth: 'staff',
    },
    post: {
      tag: 'Admin: staff',
      summary: 'Create a staff account',
      body: staffUserCreateSchema,
      response: staffUserSchema,
      status: 201,
      auth: 'staff',
      errors: [conflict('username_taken'), conflict('email_taken')],
    },
  },
  adminUser: {
    patch: {
      tag: 'Admin: staff',
      summary: 'Change a staff account',
      body: staffUserUpdateSchema,
      response: staffUserSchema,
      auth: 'staff',
      errors: [notFound, conflict('last_admin'), conflict('cannot_disable_self')],
    },
  },

  siteMenu: {
    get: { tag: 'Catalogue', summary: "The menu and footer links, with the menu's pictures" },
  },
  captchaConfig: {
    get: { tag: 'Captcha', summary: 'Which captcha widget', response: captchaConfigSchema },
  },
  captchaChallenge: {
    get: { tag: 'Captcha', summary: 'A self-hosted challenge', response: altchaChallengeSchema },
  },
  captchaVerify: {
    post: {
      tag: 'Captcha',
      summary: 'Check a captcha token',
      body: verifyCaptchaRequestSchema,
      response: verifyCaptchaResponseSchema,
    },
  },
};
