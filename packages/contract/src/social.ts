import { z } from 'zod';
import { userSchema } from './auth.ts';
import { recordIdField, requiredText } from './fields.ts';

/** The platforms a share can be recorded for (docs/accounts-and-security.md). */
export const sharePlatforms = ['whatsapp', 'facebook', 'twitter', 'pinterest'] as const;
export const sharePlatformSchema = z.enum(sharePlatforms, {
  error: 'Platform must be whatsapp, facebook, twitter or pinterest',
});
export type SharePlatform = z.infer<typeof sharePlatformSchema>;

/** Points a share earns, once per listing and platform (docs/accounts-and-security.md). */
export const SHARE_POINTS = 10;

/** The kinds of listing a share can earn points for (docs/accounts-and-security.md). */
export const shareListingTypes = ['resort', 'villa', 'adventure'] as const;
export const shareListingTypeSchema = z.enum(shareListingTypes, {
  error: 'Listing type must be resort, villa or adventure',
});
export type ShareListingType = z.infer<typeof shareListingTypeSchema>;

/** The answer for a listing that does not exist: no points (404 `listing_not_found`). */
export const SHARE_LISTING_NOT_FOUND = 'This listing does not exist, so sharing it earns no points';

/** The answer for a repeat of the same listing and platform (409 `already_shared`). */
export const SHARE_ALREADY_REWARDED = 'Points for this share were already given';

export const socialShareRequestSchema = z.strictObject({
  listingType: shareListingTypeSchema,
  // A listing is named by its id or slug, whichever the page has; the server checks that it
  // exists and keeps its slug, so the id and the slug count as the same listing.
  listingId: z
    .union([requiredText('Listing is required', 1, 200), recordIdField('Listing is required')], {
      error: 'Listing is required',
    })
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
