/**
 * The guides, in the guides page's order; each has its page at /guides/{topic}. Apart from
 * the cards so the route table (loaded by every page) carries only these names.
 */
export const guideTopics = [
  'restaurants',
  'adventures',
  'beaches',
  'local-tips',
  'real-estate',
  'events',
] as const;

export type GuideTopic = (typeof guideTopics)[number];
