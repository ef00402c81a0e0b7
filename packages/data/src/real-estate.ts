import type { ListingSource } from './types.ts';

/** The three featured listings of the real estate page (docs/lead-forms.md). */
export const listings: ListingSource[] = [
  {
    id: 1,
    title: 'Oceanfront Villa in Pedregal',
    price: '$4,950,000',
    beds: 5,
    baths: 6,
    sqft: 7200,
    image: '/images/real-estate/oceanfront-villa-in-pedregal.svg',
    features: ['Infinity pool', 'Views of El Arco', 'Gated community', 'Rental licence'],
  },
  {
    id: 2,
    title: 'Beachfront Condo at Médano',
    price: '$1,250,000',
    beds: 3,
    baths: 3,
    sqft: 2150,
    image: '/images/real-estate/beachfront-condo-at-medano.svg',
    features: ['Walk to the marina', 'Resort amenities', 'Swimmable beach', 'Fully furnished'],
  },
  {
    id: 3,
    title: 'Golf Course Home in Puerto Los Cabos',
    price: '$2,375,000',
    beds: 4,
    baths: 4,
    sqft: 4300,
    image: '/images/real-estate/golf-course-home-in-puerto-los-cabos.svg',
    features: ['Golf course frontage', 'Sea of Cortez views', 'Private pool', 'Near the marina'],
  },
];
