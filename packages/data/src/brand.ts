/**
 * Brand facts in one place (DECISIONS "Names and placeholders"). Neutral defaults only; the
 * server and the site apply environment overrides on top of this object.
 */
export interface Brand {
  siteName: string;
  handle: string;
  tagline: string;
  contactEmail: string;
  phone: string;
  phoneHref: string;
  whatsappNumber: string;
  whatsappText: string;
  publicBaseUrl: string;
  guidePdfPath: string;
  defaultShareImage: string;
  since: number;
  social: Record<SocialNetwork, string>;
}

/** The six networks of the footer and drawer, in the spec's order. */
export type SocialNetwork =
  'tiktok' | 'instagram' | 'youtube' | 'whatsapp' | 'facebook' | 'pinterest';

export const brand: Brand = {
  siteName: 'Cabo',
  /** Brand text is "@Cabo" (docs/catalogue.md). */
  handle: '@Cabo',
  tagline: 'Your premier destination for luxury travel experiences in Cabo San Lucas',
  contactEmail: 'concierge@example.com',
  /** Display form and the tel: form of the same number. */
  phone: '+52 624 555 0142',
  phoneHref: 'tel:+526245550142',
  /** wa.me takes digits only, country code first. */
  whatsappNumber: '526245550142',
  whatsappText: "Hi! I'm interested in learning more about Cabo experiences.",
  publicBaseUrl: 'http://localhost:3000',
  guidePdfPath: '/cabo-travel.pdf',
  defaultShareImage: '/images/brand/share.svg',
  since: 2015,
  social: {
    tiktok: 'https://www.tiktok.com/@cabo',
    instagram: 'https://www.instagram.com/cabo',
    youtube: 'https://www.youtube.com/@cabo',
    whatsapp: 'https://wa.me/526245550142',
    facebook: 'https://www.facebook.com/cabo',
    pinterest: 'https://www.pinterest.com/cabo',
  },
};
