import type { SeasonRate } from '@cabo/contract';
import type { VillaRecordSource } from './types.ts';

/**
 * Cabo's seasons for the coming year (docs/stays.md, "Season rates"): first and last night,
 * both included. Christmas to New Year and Semana Santa (Easter 2027 is 28 March) fill the
 * town; August and September, the hot hurricane months, are the quiet ones.
 */
const season = (name: string, start: string, end: string) => (pricePerNight: string) =>
  ({ name, start, end, pricePerNight }) satisfies SeasonRate;
const holidays2026 = season('Holidays', '2026-12-19', '2027-01-02');
const easter2027 = season('Easter week', '2027-03-20', '2027-03-28');
const summer2027 = season('Summer low season', '2027-08-01', '2027-09-30');
const thanksgiving2027 = season('Thanksgiving', '2027-11-24', '2027-11-27');
const holidays2027 = season('Holidays', '2027-12-18', '2028-01-01');

/**
 * Server records of the villas (the "server record" of docs/stays.md), keyed by the villa slug of
 * the CSV row's name (villaSlug in src/parsers/slugs.ts). Name, description,
 * location and the main image come from villasCsv; these are the fields the CSV lacks, as
 * fixed values inside the spec's random ranges (bedrooms 4-7, bathrooms 4-7, guests 8-15,
 * price 1500-3999, coordinates near 22.9 N / -109.9). Bedrooms, bathrooms and guests equal
 * what the parser reads from the CSV (checked by data.test.ts).
 */
export const villaRecords: Record<string, VillaRecordSource> = {
  'villa-bellissima': {
    trackHsId: '48213',
    pricePerNight: '3850',
    seasonRates: [
      holidays2026('5200'),
      easter2027('4600'),
      summer2027('3250'),
      holidays2027('5200'),
    ],
    address: 'Camino del Mar 12, Pedregal, 23455 Cabo San Lucas, B.C.S.',
    latitude: 22.8721,
    longitude: -109.9247,
    amenities: [
      'Infinity Pool',
      'Rooftop Terrace',
      "Chef's Kitchen",
      'Ocean View',
      'Hot Tub',
      'Home Theater',
    ],
    imageUrls: [
      '/images/villas/villa-bellissima.svg',
      '/images/villas/villa-bellissima-2.svg',
      '/images/villas/villa-bellissima-3.svg',
      '/images/villas/villa-bellissima-4.svg',
    ],
    bedrooms: 6,
    bathrooms: 7,
    maxGuests: 14,
    reviews: [
      {
        author: 'Jennifer M.',
        date: 'March 2025',
        rating: 5,
        content:
          'The views were everything we hoped for and the concierge arranged everything from airport pickup to a private chef. We are already planning our return.',
        helpful: 14,
      },
      {
        author: 'Carlos R.',
        date: 'February 2025',
        rating: 5,
        content:
          'Spotless, spacious and so peaceful. The staff anticipated everything we needed without ever being in the way.',
        helpful: 9,
      },
      {
        author: 'Emily & Tom',
        date: 'January 2025',
        rating: 4,
        content:
          'A beautiful home with a wonderful pool. The road up is steep, so a car with a bit of power helps, but the sunsets make it worth it.',
        helpful: 6,
      },
    ],
  },
  'villa-serenidad': {
    trackHsId: '48227',
    pricePerNight: '3400',
    seasonRates: [holidays2026('4600'), easter2027('3950'), holidays2027('4600')],
    address: 'Carretera Transpeninsular km 27.5, Palmilla, 23405 San José del Cabo, B.C.S.',
    latitude: 23.0109,
    longitude: -109.7224,
    amenities: ['Private Beach Access', 'Heated Pool', 'Palapa Bar', 'Private Pool', 'Gym'],
    imageUrls: [
      '/images/villas/villa-serenidad.svg',
      '/images/villas/villa-serenidad-2.svg',
      '/images/villas/villa-serenidad-3.svg',
      '/images/villas/villa-serenidad-4.svg',
    ],
    bedrooms: 5,
    bathrooms: 5,
    maxGuests: 12,
    reviews: [
      {
        author: 'The Nakamura family',
        date: 'December 2024',
        rating: 5,
        content:
          'Perfect for three generations travelling together. The kids lived in the pool and the grandparents loved the shaded terrace.',
        helpful: 11,
      },
      {
        author: 'Sarah L.',
        date: 'November 2024',
        rating: 5,
        content:
          'We celebrated a milestone birthday here and the team made it unforgettable: flowers, a cake and a mariachi surprise.',
        helpful: 8,
      },
      {
        author: 'David K.',
        date: 'October 2024',
        rating: 4,
        content:
          'Great location and very comfortable beds. The Wi-Fi was a little slow in the far bedroom, otherwise flawless.',
        helpful: 4,
      },
    ],
  },
  'villa-cielo': {
    trackHsId: '48241',
    pricePerNight: '2650',
    address: 'Camino del Cielo 7, Pedregal, 23455 Cabo San Lucas, B.C.S.',
    latitude: 22.8748,
    longitude: -109.9219,
    amenities: ['Fire Pit', 'Infinity Pool', 'Ocean View', 'Outdoor Kitchen'],
    imageUrls: [
      '/images/villas/villa-cielo.svg',
      '/images/villas/villa-cielo-2.svg',
      '/images/villas/villa-cielo-3.svg',
      '/images/villas/villa-cielo-4.svg',
    ],
    bedrooms: 4,
    bathrooms: 4,
    maxGuests: 10,
    reviews: [
      {
        author: 'Ana G.',
        date: 'April 2025',
        rating: 5,
        content:
          "Housekeeping was impeccable and the chef's breakfasts were the highlight of every day.",
        helpful: 12,
      },
      {
        author: 'Michael B.',
        date: 'March 2025',
        rating: 5,
        content:
          "Whales breaching from the terrace while we had coffee. I don't know how any trip tops that.",
        helpful: 17,
      },
      {
        author: 'Laura & Jim',
        date: 'February 2025',
        rating: 4,
        content:
          "Lovely villa, very private. We'd have liked a few more beach towels, which the staff brought as soon as we asked.",
        helpful: 3,
      },
    ],
  },
  'villa-casa-del-mar-azul': {
    trackHsId: '48256',
    pricePerNight: '1890',
    address: 'Calle Médano 31, El Médano, 23453 Cabo San Lucas, B.C.S.',
    latitude: 22.8905,
    longitude: -109.9041,
    amenities: ['Courtyard Garden', 'Walk to Beach', 'Private Pool', 'BBQ Grill'],
    imageUrls: [
      '/images/villas/villa-casa-del-mar-azul.svg',
      '/images/villas/villa-casa-del-mar-azul-2.svg',
      '/images/villas/villa-casa-del-mar-azul-3.svg',
      '/images/villas/villa-casa-del-mar-azul-4.svg',
    ],
    bedrooms: 5,
    bathrooms: 5,
    maxGuests: 10,
    reviews: [
      {
        author: 'Jennifer M.',
        date: 'March 2025',
        rating: 5,
        content:
          'The views were everything we hoped for and the concierge arranged everything from airport pickup to a private chef. We are already planning our return.',
        helpful: 14,
      },
      {
        author: 'Carlos R.',
        date: 'February 2025',
        rating: 5,
        content:
          'Spotless, spacious and so peaceful. The staff anticipated everything we needed without ever being in the way.',
        helpful: 9,
      },
      {
        author: 'Emily & Tom',
        date: 'January 2025',
        rating: 4,
        content:
          'A beautiful home with a wonderful pool. The road up is steep, so a car with a bit of power helps, but the sunsets make it worth it.',
        helpful: 6,
      },
    ],
  },
  'villa-paraiso': {
    trackHsId: '48262',
    pricePerNight: '2990',
    address: 'Boulevard Mar de Cortez 18, Puerto Los Cabos, 23403 San José del Cabo, B.C.S.',
    latitude: 23.0472,
    longitude: -109.6821,
    amenities: ['Lap Pool', 'Home Gym', 'Golf Access', 'WiFi', 'Wine Fridge'],
    imageUrls: [
      '/images/villas/villa-paraiso.svg',
      '/images/villas/villa-paraiso-2.svg',
      '/images/villas/villa-paraiso-3.svg',
      '/images/villas/villa-paraiso-4.svg',
    ],
    bedrooms: 7,
    bathrooms: 7,
    maxGuests: 15,
    reviews: [
      {
        author: 'The Nakamura family',
        date: 'December 2024',
        rating: 5,
        content:
          'Perfect for three generations travelling together. The kids lived in the pool and the grandparents loved the shaded terrace.',
        helpful: 11,
      },
      {
        author: 'Sarah L.',
        date: 'November 2024',
        rating: 5,
        content:
          'We celebrated a milestone birthday here and the team made it unforgettable: flowers, a cake and a mariachi surprise.',
        helpful: 8,
      },
      {
        author: 'David K.',
        date: 'October 2024',
        rating: 4,
        content:
          'Great location and very comfortable beds. The Wi-Fi was a little slow in the far bedroom, otherwise flawless.',
        helpful: 4,
      },
    ],
  },
  'villa-estrella-del-mar': {
    trackHsId: '48275',
    pricePerNight: '3650',
    address: 'Carretera Transpeninsular km 14.5, Chileno Bay, 23410 Cabo San Lucas, B.C.S.',
    latitude: 22.9498,
    longitude: -109.8079,
    amenities: ['Private Beach Access', 'Snorkel Gear', 'Sunset Deck', 'Ocean View'],
    imageUrls: [
      '/images/villas/villa-estrella-del-mar.svg',
      '/images/villas/villa-estrella-del-mar-2.svg',
      '/images/villas/villa-estrella-del-mar-3.svg',
      '/images/villas/villa-estrella-del-mar-4.svg',
    ],
    bedrooms: 5,
    bathrooms: 6,
    maxGuests: 12,
    reviews: [
      {
        author: 'Ana G.',
        date: 'April 2025',
        rating: 5,
        content:
          "Housekeeping was impeccable and the chef's breakfasts were the highlight of every day.",
        helpful: 12,
      },
      {
        author: 'Michael B.',
        date: 'March 2025',
        rating: 5,
        content:
          "Whales breaching from the terrace while we had coffee. I don't know how any trip tops that.",
        helpful: 17,
      },
      {
        author: 'Laura & Jim',
        date: 'February 2025',
        rating: 4,
        content:
          "Lovely villa, very private. We'd have liked a few more beach towels, which the staff brought as soon as we asked.",
        helpful: 3,
      },
    ],
  },
  'villa-amanecer': {
    trackHsId: '48288',
    pricePerNight: '1650',
    address: 'Paseo Cabo Real 44, Tourist Corridor, 23400 San José del Cabo, B.C.S.',
    latitude: 22.9812,
    longitude: -109.7731,
    amenities: ['Sunrise Terrace', 'Private Pool', 'Hot Tub', 'Yoga Deck'],
    imageUrls: [
      '/images/villas/villa-amanecer.svg',
      '/images/villas/villa-amanecer-2.svg',
      '/images/villas/villa-amanecer-3.svg',
      '/images/villas/villa-amanecer-4.svg',
    ],
    bedrooms: 4,
    bathrooms: 4,
    maxGuests: 10,
    reviews: [
      {
        author: 'Jennifer M.',
        date: 'March 2025',
        rating: 5,
        content:
          'The views were everything we hoped for and the concierge arranged everything from airport pickup to a private chef. We are already planning our return.',
        helpful: 14,
      },
      {
        author: 'Carlos R.',
        date: 'February 2025',
        rating: 5,
        content:
          'Spotless, spacious and so peaceful. The staff anticipated everything we needed without ever being in the way.',
        helpful: 9,
      },
      {
        author: 'Emily & Tom',
        date: 'January 2025',
        rating: 4,
        content:
          'A beautiful home with a wonderful pool. The road up is steep, so a car with a bit of power helps, but the sunsets make it worth it.',
        helpful: 6,
      },
    ],
  },
  'villa-la-roca': {
    trackHsId: '48293',
    pricePerNight: '3200',
    seasonRates: [holidays2026('4300'), summer2027('2700'), holidays2027('4300')],
    address: 'Camino de la Roca 3, Pedregal, 23455 Cabo San Lucas, B.C.S.',
    latitude: 22.8733,
    longitude: -109.9262,
    amenities: ['Infinity Pool', 'Art Collection', 'Wine Cellar', 'Ocean View', 'Sauna'],
    imageUrls: [
      '/images/villas/villa-la-roca.svg',
      '/images/villas/villa-la-roca-2.svg',
      '/images/villas/villa-la-roca-3.svg',
      '/images/villas/villa-la-roca-4.svg',
    ],
    bedrooms: 6,
    bathrooms: 6,
    maxGuests: 12,
    reviews: [
      {
        author: 'The Nakamura family',
        date: 'December 2024',
        rating: 5,
        content:
          'Perfect for three generations travelling together. The kids lived in the pool and the grandparents loved the shaded terrace.',
        helpful: 11,
      },
      {
        author: 'Sarah L.',
        date: 'November 2024',
        rating: 5,
        content:
          'We celebrated a milestone birthday here and the team made it unforgettable: flowers, a cake and a mariachi surprise.',
        helpful: 8,
      },
      {
        author: 'David K.',
        date: 'October 2024',
        rating: 4,
        content:
          'Great location and very comfortable beds. The Wi-Fi was a little slow in the far bedroom, otherwise flawless.',
        helpful: 4,
      },
    ],
  },
  'villa-tranquila': {
    trackHsId: '48304',
    pricePerNight: '1520',
    seasonRates: [holidays2026('2100'), summer2027('1290')],
    address: 'Calle Los Arcos 9, El Tezal, 23454 Cabo San Lucas, B.C.S.',
    latitude: 22.9044,
    longitude: -109.8897,
    amenities: ["Kids' Pool", 'Games Room', 'Gated Community', 'Air Conditioning'],
    imageUrls: [
      '/images/villas/villa-tranquila.svg',
      '/images/villas/villa-tranquila-2.svg',
      '/images/villas/villa-tranquila-3.svg',
      '/images/villas/villa-tranquila-4.svg',
    ],
    bedrooms: 4,
    bathrooms: 4,
    maxGuests: 8,
    reviews: [
      {
        author: 'Ana G.',
        date: 'April 2025',
        rating: 5,
        content:
          "Housekeeping was impeccable and the chef's breakfasts were the highlight of every day.",
        helpful: 12,
      },
      {
        author: 'Michael B.',
        date: 'March 2025',
        rating: 5,
        content:
          "Whales breaching from the terrace while we had coffee. I don't know how any trip tops that.",
        helpful: 17,
      },
      {
        author: 'Laura & Jim',
        date: 'February 2025',
        rating: 4,
        content:
          "Lovely villa, very private. We'd have liked a few more beach towels, which the staff brought as soon as we asked.",
        helpful: 3,
      },
    ],
  },
  'villa-alegria': {
    trackHsId: '48317',
    pricePerNight: '3990',
    address: 'Carretera Transpeninsular km 27, Palmilla, 23405 San José del Cabo, B.C.S.',
    latitude: 23.0088,
    longitude: -109.7251,
    amenities: ['Beach Lawn', 'Swim-up Bar', 'Private Beach Access', 'Event Space', 'Private Pool'],
    imageUrls: [
      '/images/villas/villa-alegria.svg',
      '/images/villas/villa-alegria-2.svg',
      '/images/villas/villa-alegria-3.svg',
      '/images/villas/villa-alegria-4.svg',
    ],
    bedrooms: 7,
    bathrooms: 7,
    maxGuests: 15,
    reviews: [
      {
        author: 'Jennifer M.',
        date: 'March 2025',
        rating: 5,
        content:
          'The views were everything we hoped for and the concierge arranged everything from airport pickup to a private chef. We are already planning our return.',
        helpful: 14,
      },
      {
        author: 'Carlos R.',
        date: 'February 2025',
        rating: 5,
        content:
          'Spotless, spacious and so peaceful. The staff anticipated everything we needed without ever being in the way.',
        helpful: 9,
      },
      {
        author: 'Emily & Tom',
        date: 'January 2025',
        rating: 4,
        content:
          'A beautiful home with a wonderful pool. The road up is steep, so a car with a bit of power helps, but the sunsets make it worth it.',
        helpful: 6,
      },
    ],
  },
  'villa-buena-vida': {
    trackHsId: '48329',
    pricePerNight: '2780',
    address: 'Carretera Transpeninsular km 14.8, Chileno Bay, 23410 Cabo San Lucas, B.C.S.',
    latitude: 22.9511,
    longitude: -109.8061,
    amenities: ['Kayaks & Paddleboards', 'Private Beach Access', 'Outdoor Kitchen', 'Fire Pit'],
    imageUrls: [
      '/images/villas/villa-buena-vida.svg',
      '/images/villas/villa-buena-vida-2.svg',
      '/images/villas/villa-buena-vida-3.svg',
      '/images/villas/villa-buena-vida-4.svg',
    ],
    bedrooms: 5,
    bathrooms: 5,
    maxGuests: 11,
    reviews: [
      {
        author: 'The Nakamura family',
        date: 'December 2024',
        rating: 5,
        content:
          'Perfect for three generations travelling together. The kids lived in the pool and the grandparents loved the shaded terrace.',
        helpful: 11,
      },
      {
        author: 'Sarah L.',
        date: 'November 2024',
        rating: 5,
        content:
          'We celebrated a milestone birthday here and the team made it unforgettable: flowers, a cake and a mariachi surprise.',
        helpful: 8,
      },
      {
        author: 'David K.',
        date: 'October 2024',
        rating: 4,
        content:
          'Great location and very comfortable beds. The Wi-Fi was a little slow in the far bedroom, otherwise flawless.',
        helpful: 4,
      },
    ],
  },
  'villa-vista-arcos': {
    trackHsId: '48336',
    pricePerNight: '3550',
    seasonRates: [
      holidays2026('4800'),
      easter2027('4200'),
      summer2027('2990'),
      thanksgiving2027('4100'),
      holidays2027('4800'),
    ],
    address: 'Camino del Mar 40, Pedregal, 23455 Cabo San Lucas, B.C.S.',
    latitude: 22.8706,
    longitude: -109.9281,
    amenities: ['Glass-edge Pool', 'Cinema Room', 'Ocean View', 'Gym', 'Hot Tub'],
    imageUrls: [
      '/images/villas/villa-vista-arcos.svg',
      '/images/villas/villa-vista-arcos-2.svg',
      '/images/villas/villa-vista-arcos-3.svg',
      '/images/villas/villa-vista-arcos-4.svg',
    ],
    bedrooms: 6,
    bathrooms: 6,
    maxGuests: 13,
    reviews: [
      {
        author: 'Ana G.',
        date: 'April 2025',
        rating: 5,
        content:
          "Housekeeping was impeccable and the chef's breakfasts were the highlight of every day.",
        helpful: 12,
      },
      {
        author: 'Michael B.',
        date: 'March 2025',
        rating: 5,
        content:
          "Whales breaching from the terrace while we had coffee. I don't know how any trip tops that.",
        helpful: 17,
      },
      {
        author: 'Laura & Jim',
        date: 'February 2025',
        rating: 4,
        content:
          "Lovely villa, very private. We'd have liked a few more beach towels, which the staff brought as soon as we asked.",
        helpful: 3,
      },
    ],
  },
};

/** The base amenities merged into every villa's own list on the detail page (docs/stays.md). */
export const villaBaseAmenities = [
  'Private Pool',
  'Ocean View',
  'WiFi',
  'Air Conditioning',
  'Full Kitchen',
  'Daily Housekeeping',
  'Concierge Service',
  'Parking',
  'Security System',
  'Outdoor Space',
];
