import type { SocialLink } from '@cabo/contract';
import { brand } from '../lib/brand.ts';

export const socialLinks: SocialLink[] = [
  { network: 'TikTok', href: brand.social.tiktok },
  { network: 'Instagram', href: brand.social.instagram },
  { network: 'YouTube', href: brand.social.youtube },
  { network: 'WhatsApp', href: brand.social.whatsapp },
  { network: 'Facebook', href: brand.social.facebook },
  { network: 'Pinterest', href: brand.social.pinterest },
];
