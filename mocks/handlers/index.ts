import { admin } from './admin.ts';
import { adventures } from './adventures.ts';
import { auth, stayRequests } from './auth.ts';
import { blog } from './blog.ts';
import { captcha } from './captcha.ts';
import { contacts } from './contacts.ts';
import { content } from './content.ts';
import { crmFollowUps } from './crm-followups.ts';
import { events } from './events.ts';
import { health } from './health.ts';
import { integrations } from './integrations.ts';
import { media } from './media.ts';
import { realEstateListings } from './real-estate.ts';
import { resorts } from './resorts.ts';
import { restaurants } from './restaurants.ts';
import { searchIndex } from './search.ts';
import { reviews } from './reviews.ts';
import { pricingSettings, siteFigures } from './site-figures.ts';
import { sitePictures } from './site-pictures.ts';
import { social } from './social.ts';
import { staff } from './staff.ts';
import { requests } from './requests.ts';
import { bookings, guideSubmissions, leads } from './submissions.ts';
import { villas } from './villas.ts';

/** The default handler groups every story gets; a story overrides one group by name. */
export const handlers = {
  health,
  auth,
  stayRequests,
  admin,
  crmFollowUps,
  contacts,
  integrations,
  media,
  content,
  staff,
  captcha,
  social,
  resorts,
  villas,
  adventures,
  blog,
  restaurants,
  reviews,
  events,
  realEstateListings,
  searchIndex,
  siteFigures,
  sitePictures,
  pricingSettings,
  leads,
  guideSubmissions,
  bookings,
  requests,
};

export * from './health.ts';
export * from './auth.ts';
export * from './admin.ts';
export * from './crm-followups.ts';
export * from './contacts.ts';
export * from './integrations.ts';
export * from './media.ts';
export * from './content.ts';
export * from './staff.ts';
export * from './captcha.ts';
export * from './social.ts';
export * from './fixtures.ts';
export * from './resorts.ts';
export * from './villas.ts';
export * from './adventures.ts';
export * from './blog.ts';
export * from './site-pictures.ts';
export * from './restaurants.ts';
export * from './reviews.ts';
export * from './events.ts';
export * from './real-estate.ts';
export * from './search.ts';
export * from './submissions.ts';
export * from './requests.ts';
export * from './site-figures.ts';
