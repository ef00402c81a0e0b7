/**
 * The illustration set (docs/media.md, "The illustration set"): pictures of every seeded
 * listing, drawn as a pure function of the seed data in this package. The same data always
 * gives the same SVGs.
 *
 * `slug` per kind: villa, resort, adventure and post hold the item's seeded slug; restaurants
 * and real-estate listings have no slug, so `slug` holds String(id) (the seeded id).
 */
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueResorts,
  catalogueRestaurants,
  catalogueVillas,
} from '../catalogue.ts';
import { listings } from '../real-estate.ts';
import { adventurePictures } from './adventures.ts';
import { postPictures, restaurantPictures } from './dining.ts';
import { realEstatePictures, resortPictures } from './stays.ts';
import type { ArtKind, ArtPicture, ListingArt } from './types.ts';
import { villaPictures } from './villas.ts';

export type { ArtKind, ArtPicture, ListingArt } from './types.ts';

const of =
  (kind: ArtKind) =>
  (item: { slug: string; pictures: ArtPicture[] }): ListingArt => ({ kind, ...item });

/** Every seeded listing's pictures, in gallery order (the first is the cover). Deterministic. */
export function catalogueArt(): ListingArt[] {
  return [
    ...villaPictures(catalogueVillas()).map(of('villa')),
    ...resortPictures(catalogueResorts()).map(of('resort')),
    ...adventurePictures(catalogueAdventures()).map(of('adventure')),
    ...restaurantPictures(catalogueRestaurants()).map(of('restaurant')),
    ...postPictures(catalogueBlogPosts()).map(of('post')),
    ...realEstatePictures(listings).map(of('real-estate')),
  ];
}
