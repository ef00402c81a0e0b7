import { z } from 'zod';
import { userSchema } from './auth.ts';

/** The platforms a share can be recorded for (docs/accounts-and-security.md). */
export const sharePlatforms = ['whatsapp', 'facebook', 'twitter', 'pinterest'] as const;
export const sharePlatformSchema = z.enum(sharePlatforms, {
  error: 'Platform must be whatsapp, facebook, twitter or pinterest',
});
export type SharePlatform = z.infer<typeof sharePlatformSchema>;

/** Points a share earns, once per listing and platform (docs/accounts-and-security.md). */
export const SHARE_POINTS = 10;

export const socialShareRequestSchema = z.strictObject({
  // A listing is named by its id or slug, whichever the page has; stored as text.
  listingId: z
    .union(
      [
        z.string().trim().min(1, 'Listing is required').max(200, 'Listing id is too long'),
        z.number().int().positive('Listing is required'),
      ],
      { error: 'Listing is required' },
    )
    .transform(String),
  platform: sharePlatformSchema,
});
export type SocialShareRequest = z.input<typeof socialShareRequestSchema>;

/** 201 when the share earned points; a repeat is 409 `already_shared` and earns nothing. */
export const socialShareResponseSchema = z.object({
  pointsAwarded: z.literal(SHARE_POINTS),
  user: userSchema,
});
export type SocialShareResponse = z.infer<typeof socialShareResponseSchema>;
