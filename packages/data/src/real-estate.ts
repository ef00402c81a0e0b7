import type { RealEstateListing } from '@cabo/contract';

/**
 * The three featured listings of the real estate page (docs/lead-forms.md): the seed of the
 * database's listings (docs/catalogue.md, "Real estate"), in display order.
 */
export const listings: RealEstateListing[] = [
  {
    id: 1,
    title: 'Oceanfront Villa in Pedregal',
    location: 'Pedregal, Cabo San Lucas',
    price: 4_950_000,
    beds: 5,
    baths: 6,
    sqft: 7200,
    description:
      'A cliffside villa above the Pacific with an infinity pool, a rooftop terrace and the arch in view from every room.',
    features: ['Infinity pool', 'Views of El Arco', 'Gated community', 'Rental licence'],
    imageUrl: '/images/real-estate/oceanfront-villa-in-pedregal.svg',
  },
  {
    id: 2,
    title: 'Beachfront Condo at Médano',
    location: 'Médano Beach, Cabo San Lucas',
    price: 1_250_000,
    beds: 3,
    baths: 3,
    sqft: 2150,
    description:
      'A furnished corner condo on the swimmable beach, a short walk from the marina, with the resort’s pools and concierge.',
    features: ['Walk to the marina', 'Resort amenities', 'Swimmable beach', 'Fully furnished'],
    imageUrl: '/images/real-estate/beachfront-condo-at-medano.svg',
  },
  {
    id: 3,
    title: 'Golf Course Home in Puerto Los Cabos',
    location: 'Puerto Los Cabos, San José del Cabo',
    price: 2_375_000,
    beds: 4,
    baths: 4,
    sqft: 4300,
    description:
      'A single-level home on the fairway with a private pool and views over the Sea of Cortez, minutes from the new marina.',
    features: ['Golf course frontage', 'Sea of Cortez views', 'Private pool', 'Near the marina'],
    imageUrl: '/images/real-estate/golf-course-home-in-puerto-los-cabos.svg',
  },
];
