import { publicApiPaths, type RealEstateListing } from '@cabo/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/real-estate/listings: the published listings for sale, in display order. */
export const useRealEstateListings = () =>
  useQuery<RealEstateListing[]>({ queryKey: [publicApiPaths.realEstateListings] });
