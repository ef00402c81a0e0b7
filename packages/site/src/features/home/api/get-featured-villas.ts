import { publicApiPaths, type VillaSummary } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** How many villas the home page features; "View all villas" leads to the rest. */
const FEATURED_VILLA_COUNT = 6;

/** GET /api/villas?limit=6: the page (and its state) carries the villas it shows, no more. */
export const featuredVillasPath = `${publicApiPaths.villas}?limit=${FEATURED_VILLA_COUNT}`;

/** The first villas of the list, in its order. */
export const useFeaturedVillas = () => useQuery<VillaSummary[]>({ queryKey: [featuredVillasPath] });
