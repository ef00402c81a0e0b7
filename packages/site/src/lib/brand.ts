import type { BrandOverrides } from '@cabo/contract';
import { brand as brandData } from '@cabo/data/brand';

const env = import.meta.env;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Brand facts for the pages: the data package's defaults, then build-time VITE_* values
 * (public only: secrets never get a VITE_ name), then the server's run-time overrides.
 */
export const brand = {
  ...brandData,
  siteTitle: 'Cabo Travel & Concierge',
  publicBaseUrl: env.VITE_PUBLIC_BASE_URL || brandData.publicBaseUrl,
  contactEmail: env.VITE_CONTACT_EMAIL || brandData.contactEmail,
  phone: env.VITE_CONTACT_PHONE || brandData.phone,
  phoneHref: env.VITE_CONTACT_PHONE ? telHref(env.VITE_CONTACT_PHONE) : brandData.phoneHref,
  whatsappNumber: env.VITE_WHATSAPP_NUMBER || brandData.whatsappNumber,
};

/** A path (or URL) as an absolute URL on the site's public address: canonical links, JSON-LD. */
export const absoluteUrl = (pathOrUrl: string) =>
  new URL(pathOrUrl, brand.publicBaseUrl).toString();

/**
 * Applies the server's overrides once, before the first render: at the server's start, and
 * in the browser from the values the server wrote into the page, so both render the same.
 * They are deployment settings, the same for every request.
 */
export function applyBrandOverrides(overrides: BrandOverrides) {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v));
  Object.assign(brand, given);
  if (given.phone) brand.phoneHref = telHref(brand.phone);
}
