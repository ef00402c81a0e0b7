import {
  publicApiPaths,
  SHARE_POINTS,
  type ShareListingType,
  type SharePlatform,
  type SocialShareResponse,
} from '@cabo/contract';
import { ShareButtons, shareTargets, useToasts } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { absoluteUrl } from '../brand.ts';
import { setVisitor, useVisitor } from './visitor.ts';

export interface ShareListingProps {
  listingType: ShareListingType;
  /** The listing's slug (or id). */
  listingId: string;
  /** The page's path, e.g. `/adventures/luxury-sailing`; shared as an absolute address. */
  path: string;
  /** The section heading, e.g. 'Share This Adventure'. */
  title: string;
  /** The listing's name. */
  text: string;
}

const labelOf = (platform: SharePlatform) =>
  shareTargets.find((t) => t.platform === platform)?.label ?? platform;

/**
 * The share buttons of a resort, villa or adventure page. For a signed-in visitor each share
 * is recorded (POST /api/social-share): 10 points once per listing and platform, the answer's
 * user goes into the visitor query so the rewards card and the nav update at once
 * (docs/accounts-and-security.md). A repeat is thanked without points; other failures are
 * only logged, as the spec says.
 */
export function ShareListing({ listingType, listingId, path, title, text }: ShareListingProps) {
  const visitor = useVisitor();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const signedIn = Boolean(visitor.data);

  const record = async (platform: SharePlatform) => {
    if (!signedIn) return;
    // The client loads on the first share, not with the page.
    const { api, ApiResponseError } = await import('@cabo/ui/app/api');
    try {
      const result = await api
        .post(publicApiPaths.socialShare, { json: { listingType, listingId, platform } })
        .json<SocialShareResponse>();
      setVisitor(queryClient, result.user);
      toasts.show({
        title: 'Thanks for sharing!',
        description: `You earned ${SHARE_POINTS} points!`,
      });
    } catch (error) {
      if (error instanceof ApiResponseError && error.code === 'already_shared') {
        toasts.show({
          title: 'Thanks for sharing!',
          description: `You already earned your points for sharing this on ${labelOf(platform)}.`,
        });
        return;
      }
      // The session ran out meanwhile: asking again shows the visitor as logged out.
      if (error instanceof ApiResponseError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: [publicApiPaths.user] });
      }
      console.warn('The share was not recorded', error);
    }
  };

  return (
    <ShareButtons
      title={title}
      url={absoluteUrl(path)}
      text={text}
      onShare={(platform) => void record(platform)}
      note={
        visitor.data === null ? `Log in to earn ${SHARE_POINTS} points for each share.` : undefined
      }
    />
  );
}
