import { brand as brandData } from '../../../../data/brand.ts';

const env = import.meta.env;

/**
 * Brand facts for the browser: data/brand.ts with build-time overrides from VITE_* variables
 * (public values only; secrets never get a VITE_ name, so they never reach the bundle).
 */
export const brand = {
  ...brandData,
  siteTitle: 'Cabo Travel & Concierge',
  publicBaseUrl: env.VITE_PUBLIC_BASE_URL || brandData.publicBaseUrl,
  contactEmail: env.VITE_CONTACT_EMAIL || brandData.contactEmail,
  phone: env.VITE_CONTACT_PHONE || brandData.phone,
  phoneHref: env.VITE_CONTACT_PHONE
    ? `tel:${env.VITE_CONTACT_PHONE.replace(/[^\d+]/g, '')}`
    : brandData.phoneHref,
  whatsappNumber: env.VITE_WHATSAPP_NUMBER || brandData.whatsappNumber,
};
