export type ArtKind = 'villa' | 'resort' | 'adventure' | 'restaurant' | 'post' | 'real-estate';

export interface ArtPicture {
  /** Stable and unique site-wide, e.g. 'villa/villa-bellissima/pool'. Never changes for the same item and role. */
  key: string;
  /** What the picture shows, for the gallery order: villas 'exterior','pool','living-room','bedroom','terrace','view'. */
  role: string;
  /** Alt text describing what is drawn. */
  alt: string;
  /** The SVG document (self-contained, no external refs, no fonts/text). */
  svg: string;
  /** Intrinsic size of the SVG viewBox. */
  width: number;
  height: number;
}

export interface ListingArt {
  kind: ArtKind;
  /** The item's slug as seeded (see catalogueArt in index.ts for which identifier per kind). */
  slug: string;
  pictures: ArtPicture[];
}
