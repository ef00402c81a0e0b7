export { SocialFeed, type SocialFeedProps, type SocialPost } from './SocialFeed.tsx';
