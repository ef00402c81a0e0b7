import type { AdventureSource } from './types.ts';

/** The tour brand that runs every adventure (docs/adventures-and-restaurants.md). */
export const adventureProvider = 'Cabo Experiences';

/**
 * Adventures (docs/adventures-and-restaurants.md) in list order. id, slug and category are derived by
 * withDerivedAdventureFields (src/parsers/adventures.ts); imageUrl and url use
 * that slug. An adventure on offer names its price before the offer (`originalPrice`, above the
 * current one); the badge is computed from the two. Three are on offer.
 */
export const adventures: AdventureSource[] = [
  {
    title: 'Luxury Cabo Sailing',
    url: '/adventures/luxury-sailing',
    imageUrl: '/images/adventures/luxury-sailing.svg',
    currentPrice: '$189 USD',
    originalPrice: '$270 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'Glide past El Arco and along the Corridor on a 52-foot luxury sailing yacht with an open premium bar, gourmet appetizers and a swim stop in a quiet bay.',
    included: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Appetizers',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Private Yacht Charter to Santa María Bay',
    url: '/adventures/private-yacht-charter',
    imageUrl: '/images/adventures/private-yacht-charter.svg',
    currentPrice: '$1450 USD',
    duration: '4 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'Sunglasses', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'Your own motor yacht and crew for the afternoon: cruise to Santa María Bay, snorkel, paddleboard and enjoy a chef-prepared lunch on deck.',
    included: [
      'Captain and crew',
      'Fuel and port fees',
      'Snorkel gear and paddleboards',
      'Open bar',
      'Chef-prepared lunch',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, sunglasses and reef-safe sunscreen; towels are on board.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Private Luxury Catamaran Sunset',
    url: '/adventures/private-luxury-catamaran',
    imageUrl: '/images/adventures/private-luxury-catamaran.svg',
    currentPrice: '$990 USD',
    duration: '2.5 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'A private catamaran for your group as the sun sets behind the Pacific, with champagne, canapés and a crew that knows every photo spot.',
    included: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Appetizers',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Private Sportfishing Charter',
    url: '/adventures/private-sportfishing-charter',
    imageUrl: '/images/adventures/private-sportfishing-charter.svg',
    currentPrice: '$1190 USD',
    duration: '6 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Sunglasses', 'A hat', 'Sunscreen', 'Motion-sickness tablets if you need them'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'Chase marlin, dorado and tuna on a fully equipped 38-foot sportfisher with an experienced captain, licences and tackle included.',
    included: [
      'Fishing licences',
      'Rods, tackle and bait',
      'Captain and mate',
      'Cooler with water and soft drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Sunglasses, a hat, sunscreen and motion-sickness tablets if you need them.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Luxury Whale Watching on a Yacht',
    url: '/adventures/luxury-whale-watching',
    imageUrl: '/images/adventures/luxury-whale-watching.svg',
    currentPrice: '$229 USD',
    duration: '2.5 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['A light jacket', 'Sunglasses', 'A camera with a zoom lens'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    season: { from: 12, to: 4 },
    description:
      'See humpbacks breach from the comfort of a luxury yacht with a marine biologist on board, hot coffee, mimosas and a light brunch.',
    included: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Hot coffee, mimosas and a light brunch',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'A light jacket, sunglasses and a camera with a zoom lens.',
      },
      {
        question: 'When is whale season?',
        answer:
          'Humpback whales visit from mid-December to mid-April, with the most sightings from January to March. Outside the season this trip does not run.',
      },
    ],
    reviews: [
      {
        author: 'Linda S.',
        date: 'February 2025',
        rating: 5,
        content: 'A mother and calf surfaced right next to us. I cried. Worth every penny.',
        helpful: 22,
      },
      {
        author: 'Chris D.',
        date: 'January 2025',
        rating: 4,
        content: 'Choppy on the way out, but the whales more than made up for it.',
        helpful: 6,
      },
    ],
  },
  {
    title: 'Private Chef Dinner Cruise',
    url: '/adventures/private-chef-dinner',
    imageUrl: '/images/adventures/private-chef-dinner.svg',
    currentPrice: '$1850 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'A sunset cruise with a private chef who prepares a four-course Baja tasting menu on board, paired with Mexican wines.',
    included: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Four-course dinner by a private chef',
      'Mexican wine pairing',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Luxury Helicopter Tour over Cabo',
    url: '/adventures/luxury-helicopter-tour',
    imageUrl: '/images/adventures/luxury-helicopter-tour.svg',
    currentPrice: '$399 USD',
    duration: '30 minutes',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Sunglasses', 'A camera'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'Soar over El Arco, the Pacific cliffs and the Corridor in a private helicopter with panoramic windows and a live commentary.',
    included: ['Safety briefing and equipment', 'Digital photos', 'Hotel transportation'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Sunglasses and a camera; loose items are stored before take-off.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: "Private Yachts: Arch & Lover's Beach",
    url: '/adventures/private-yachts-arch',
    imageUrl: '/images/adventures/private-yachts-arch.svg',
    currentPrice: '$790 USD',
    duration: '2 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'Sunglasses', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      "A short, private cruise to the Arch, the sea lion colony and Lover's Beach, with time to swim and a cooler of drinks.",
    included: [
      'Captain and crew',
      'Fuel and port fees',
      'Snorkel gear and paddleboards',
      'Open bar',
      'Chef-prepared lunch',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, sunglasses and reef-safe sunscreen; towels are on board.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Luxury Spa Day at Sea',
    url: '/adventures/luxury-spa-day',
    imageUrl: '/images/adventures/luxury-spa-day.svg',
    currentPrice: '$349 USD',
    duration: '5 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 24 hours',
    description:
      'Massages on deck, a gourmet lunch and swimming in a secluded bay: a spa day on a luxury catamaran, for adults only.',
    included: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Massage on deck',
      'Gourmet lunch',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Victoria H.',
        date: 'March 2025',
        rating: 5,
        content: 'Impeccable service from start to finish. The food and drinks were first class.',
        helpful: 15,
      },
      {
        author: 'Robert & Jane',
        date: 'January 2025',
        rating: 5,
        content:
          'Worth the splurge for our anniversary. The crew made us feel like the only people on the sea.',
        helpful: 11,
      },
    ],
  },
  {
    title: 'Cabo Whale Watching Cruise',
    url: '/adventures/whale-watching-cruise',
    imageUrl: '/images/adventures/whale-watching-cruise.svg',
    currentPrice: '$79 USD',
    duration: '2 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['A light jacket', 'Sunglasses', 'A camera with a zoom lens'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    season: { from: 12, to: 4 },
    description:
      'A classic whale watching cruise on a comfortable catamaran, with hydrophones so you can hear the humpbacks sing.',
    included: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'A light jacket, sunglasses and a camera with a zoom lens.',
      },
      {
        question: 'When is whale season?',
        answer:
          'Humpback whales visit from mid-December to mid-April, with the most sightings from January to March. Outside the season this trip does not run.',
      },
    ],
    reviews: [
      {
        author: 'Linda S.',
        date: 'February 2025',
        rating: 5,
        content: 'A mother and calf surfaced right next to us. I cried. Worth every penny.',
        helpful: 22,
      },
      {
        author: 'Chris D.',
        date: 'January 2025',
        rating: 4,
        content: 'Choppy on the way out, but the whales more than made up for it.',
        helpful: 6,
      },
    ],
  },
  {
    title: 'Whale Watching Zodiac Adventure',
    url: '/adventures/whale-watching-zodiac',
    imageUrl: '/images/adventures/whale-watching-zodiac.svg',
    currentPrice: '$99 USD',
    duration: '2 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['A light jacket', 'Sunglasses', 'A camera with a zoom lens'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    season: { from: 12, to: 4 },
    description:
      'Get close to the water in a small, fast zodiac with a certified guide, for the most thrilling whale encounters of the season.',
    included: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'A light jacket, sunglasses and a camera with a zoom lens.',
      },
      {
        question: 'When is whale season?',
        answer:
          'Humpback whales visit from mid-December to mid-April, with the most sightings from January to March. Outside the season this trip does not run.',
      },
    ],
    reviews: [
      {
        author: 'Linda S.',
        date: 'February 2025',
        rating: 5,
        content: 'A mother and calf surfaced right next to us. I cried. Worth every penny.',
        helpful: 22,
      },
      {
        author: 'Chris D.',
        date: 'January 2025',
        rating: 4,
        content: 'Choppy on the way out, but the whales more than made up for it.',
        helpful: 6,
      },
    ],
  },
  {
    title: 'Whale Watching Photo Safari',
    url: '/adventures/whale-watching-photo',
    imageUrl: '/images/adventures/whale-watching-photo.svg',
    currentPrice: '$139 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['A light jacket', 'Sunglasses', 'A camera with a zoom lens'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    season: { from: 12, to: 4 },
    description:
      'A small-group trip led by a wildlife photographer, with tips on capturing breaches, tail slaps and the light over the Sea of Cortez.',
    included: [
      'Certified naturalist guide',
      'Life jackets',
      'Hydrophone to hear whale songs',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'A light jacket, sunglasses and a camera with a zoom lens.',
      },
      {
        question: 'When is whale season?',
        answer:
          'Humpback whales visit from mid-December to mid-April, with the most sightings from January to March. Outside the season this trip does not run.',
      },
    ],
    reviews: [
      {
        author: 'Linda S.',
        date: 'February 2025',
        rating: 5,
        content: 'A mother and calf surfaced right next to us. I cried. Worth every penny.',
        helpful: 22,
      },
      {
        author: 'Chris D.',
        date: 'January 2025',
        rating: 4,
        content: 'Choppy on the way out, but the whales more than made up for it.',
        helpful: 6,
      },
    ],
  },
  {
    title: 'Santa María Snorkel Tour',
    url: '/adventures/santa-maria-snorkel',
    imageUrl: '/images/adventures/santa-maria-snorkel.svg',
    currentPrice: '$89 USD',
    duration: '3.5 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Sail to Santa María Bay, a protected marine sanctuary, and snorkel among parrotfish, angelfish and coral heads with an expert guide.',
    included: [
      'Snorkel mask, fins and wetsuit',
      'Life jackets',
      'Bilingual guide',
      'Lunch and drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel and reef-safe sunscreen; all snorkel gear is provided.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Snorkel & Sea Lions at the Arch',
    url: '/adventures/snorkel-sea-lions',
    imageUrl: '/images/adventures/snorkel-sea-lions.svg',
    currentPrice: '$69 USD',
    duration: '2 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      "Snorkel near El Arco and watch the playful sea lions of Land's End from a glass-bottom panga.",
    included: [
      'Snorkel mask, fins and wetsuit',
      'Life jackets',
      'Bilingual guide',
      'Lunch and drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel and reef-safe sunscreen; all snorkel gear is provided.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Cabo Pulmo Snorkel Expedition',
    url: '/adventures/pulmo-snorkel-expedition',
    imageUrl: '/images/adventures/pulmo-snorkel-expedition.svg',
    currentPrice: '$219 USD',
    duration: 'Full day',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A full-day trip to Cabo Pulmo National Park, the healthiest reef in the Sea of Cortez, with two snorkel stops and a beach lunch.',
    included: [
      'Snorkel mask, fins and wetsuit',
      'Life jackets',
      'Bilingual guide',
      'Lunch and drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel and reef-safe sunscreen; all snorkel gear is provided.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Sunset Sailing Cabo',
    url: '/adventures/sunset-sailing',
    imageUrl: '/images/adventures/sunset-sailing.svg',
    currentPrice: '$104 USD',
    originalPrice: '$149 USD',
    duration: '2 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'The classic sunset sail around the Arch with an open bar and snacks as the sky turns gold over the Pacific.',
    included: [
      'Bilingual crew',
      'Open bar with soft drinks, beer and cocktails',
      'Appetizers',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Sailing & Snorkel Adventure',
    url: '/adventures/sailing-snorkel-adventure',
    imageUrl: '/images/adventures/sailing-snorkel-adventure.svg',
    currentPrice: '$119 USD',
    duration: '4 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A morning on a sailing catamaran with a snorkel stop at Chileno Bay, lunch on board and time to sunbathe on the trampoline.',
    included: [
      'Snorkel mask, fins and wetsuit',
      'Life jackets',
      'Bilingual guide',
      'Lunch and drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel and reef-safe sunscreen; all snorkel gear is provided.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Sunrise Sailing & Breakfast',
    url: '/adventures/sunrise-sailing-breakfast',
    imageUrl: '/images/adventures/sunrise-sailing-breakfast.svg',
    currentPrice: '$95 USD',
    duration: '2 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen', 'A light jacket for the ride back'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Start the day on calm water with fresh fruit, pastries and coffee as the sun rises over the Sea of Cortez.',
    included: [
      'Bilingual crew',
      'Coffee, juice and soft drinks',
      'Breakfast of fresh fruit and pastries',
      'Snorkel gear',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel, reef-safe sunscreen and a light jacket for the ride back.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Stand-Up Paddle & Snorkel',
    url: '/adventures/stand-up-paddle',
    imageUrl: '/images/adventures/stand-up-paddle.svg',
    currentPrice: '$65 USD',
    duration: '2 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Paddle along the Médano shore to Pelican Rock, then slip into the water to snorkel among tropical fish.',
    included: [
      'Snorkel mask, fins and wetsuit',
      'Life jackets',
      'Bilingual guide',
      'Lunch and drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear, a towel and reef-safe sunscreen; all snorkel gear is provided.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'ATV Desert & Beach Tour',
    url: '/adventures/atv-desert-beach',
    imageUrl: '/images/adventures/atv-desert-beach.svg',
    currentPrice: '$129 USD',
    originalPrice: '$184 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: [
      'Closed shoes',
      'Clothes that can get dusty',
      "A valid driver's licence for drivers",
    ],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Ride single or double ATVs through desert trails and along a wild Pacific beach, with a safety briefing and all gear included.',
    included: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer:
          "Closed shoes, clothes that can get dusty and a valid driver's licence for drivers.",
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Migriño ATV Adventure',
    url: '/adventures/migrino-atv-adventure',
    imageUrl: '/images/adventures/migrino-atv-adventure.svg',
    currentPrice: '$139 USD',
    duration: '3.5 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: [
      'Closed shoes',
      'Clothes that can get dusty',
      "A valid driver's licence for drivers",
    ],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Ride through cactus forests and ranch tracks to the dunes of Migriño, with ocean views and a stop at a local ranch.',
    included: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer:
          "Closed shoes, clothes that can get dusty and a valid driver's licence for drivers.",
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'ATV & Tequila Tasting',
    url: '/adventures/atv-tequila-tasting',
    imageUrl: '/images/adventures/atv-tequila-tasting.svg',
    currentPrice: '$159 USD',
    duration: '4 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: [
      'Closed shoes',
      'Clothes that can get dusty',
      "A valid driver's licence for drivers",
    ],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'An off-road ATV ride followed by a guided tasting of blanco, reposado and añejo tequilas at a desert ranch.',
    included: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Tasting of blanco, reposado and añejo tequilas',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer:
          "Closed shoes, clothes that can get dusty and a valid driver's licence for drivers.",
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Camel Ride & Mexican Lunch',
    url: '/adventures/camel-ride-mexican',
    imageUrl: '/images/adventures/camel-ride-mexican.svg',
    currentPrice: '$119 USD',
    duration: '3 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Comfortable clothes', 'Closed shoes', 'A hat', 'Sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Ride gentle camels along a Pacific beach, learn about the desert, then enjoy a traditional Mexican lunch and a tequila tasting.',
    included: [
      'Camel ride with guides',
      'Mexican lunch',
      'Tequila tasting for adults',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Comfortable clothes, closed shoes, a hat and sunscreen.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Beach Camel Safari',
    url: '/adventures/beach-camel-safari',
    imageUrl: '/images/adventures/beach-camel-safari.svg',
    currentPrice: '$99 USD',
    duration: '2 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Comfortable clothes', 'Closed shoes', 'A hat', 'Sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A slow, scenic camel ride along the shore at golden hour, with photos and fresh fruit at the end of the trail.',
    included: [
      'Camel ride with guides',
      'Mexican lunch',
      'Tequila tasting for adults',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Comfortable clothes, closed shoes, a hat and sunscreen.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Outdoor Zipline Canopy Tour',
    url: '/adventures/outdoor-zipline-canopy',
    imageUrl: '/images/adventures/outdoor-zipline-canopy.svg',
    currentPrice: '$109 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Closed shoes', 'Comfortable clothes', 'A hat'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Fly over canyons on a series of ziplines, with a suspension bridge and a rappel, in a desert park just outside town.',
    included: [
      'Harness, helmet and gloves',
      'Certified guides',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      { question: 'What should I bring?', answer: 'Closed shoes, comfortable clothes and a hat.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Outdoor RZR Desert Tour',
    url: '/adventures/outdoor-rzr-desert',
    imageUrl: '/images/adventures/outdoor-rzr-desert.svg',
    currentPrice: '$179 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: [
      'Closed shoes',
      'Clothes that can get dusty',
      "A valid driver's licence for drivers",
    ],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Drive a powerful side-by-side through desert arroyos and up to a viewpoint over the Pacific, with an expert lead guide.',
    included: [
      'ATV or vehicle and fuel',
      'Helmet, goggles and bandana',
      'Safety briefing',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer:
          "Closed shoes, clothes that can get dusty and a valid driver's licence for drivers.",
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Kevin O.',
        date: 'March 2025',
        rating: 5,
        content:
          'So much fun from start to finish, and the guides set a pace that suited everyone in our group.',
        helpful: 10,
      },
      {
        author: 'Ashley M.',
        date: 'December 2024',
        rating: 4,
        content: 'Great views and friendly guides. Bring a bandana for the dust!',
        helpful: 5,
      },
    ],
  },
  {
    title: 'Pacific Beach Horseback Ride',
    url: '/adventures/pacific-beach-horseback',
    imageUrl: '/images/adventures/pacific-beach-horseback.svg',
    currentPrice: '$89 USD',
    duration: '2 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Long trousers', 'Closed shoes', 'Sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Ride well-kept horses along the sand and through the desert brush, with guides for beginners and experienced riders.',
    included: ['Horse and tack', 'Helmet', 'Bilingual guides', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'Long trousers, closed shoes and sunscreen.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Family Glass-Bottom Boat to the Arch',
    url: '/adventures/family-glass-bottom',
    imageUrl: '/images/adventures/family-glass-bottom.svg',
    currentPrice: '$29 USD',
    duration: '1 hour',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Sunscreen', 'A hat', 'A camera'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      "An easy, affordable ride to El Arco, Lover's Beach and the sea lion colony, with a glass floor for spotting fish.",
    included: ['Boat ride with captain', 'Life jackets', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'Sunscreen, a hat and a camera.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'The Garcia family',
        date: 'April 2025',
        rating: 5,
        content: 'Our kids (5 and 8) loved every minute and the staff were so patient with them.',
        helpful: 14,
      },
      {
        author: 'Nicole B.',
        date: 'February 2025',
        rating: 4,
        content: 'Easy to book and great for little ones. Arrive early for the best seats.',
        helpful: 4,
      },
    ],
  },
  {
    title: 'Kids Turtle Release Experience',
    url: '/adventures/kids-turtle-release',
    imageUrl: '/images/adventures/kids-turtle-release.svg',
    currentPrice: '$45 USD',
    duration: '1.5 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['A light jacket for the evening', 'Insect repellent'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    season: { from: 7, to: 12 },
    description:
      'Help conservationists release baby sea turtles at sunset and learn how the local turtle camp protects nests each season.',
    included: ['Conservation talk', 'Turtle release with biologists', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'A light jacket for the evening and insect repellent.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'The Garcia family',
        date: 'October 2024',
        rating: 5,
        content: 'Our kids (5 and 8) loved every minute and the staff were so patient with them.',
        helpful: 14,
      },
      {
        author: 'Nicole B.',
        date: 'November 2024',
        rating: 4,
        content: 'Easy to book and great for little ones. Arrive early for the best seats.',
        helpful: 4,
      },
    ],
  },
  {
    title: 'Family Dolphin Swim',
    url: '/adventures/family-dolphin-swim',
    imageUrl: '/images/adventures/family-dolphin-swim.svg',
    currentPrice: '$149 USD',
    duration: '1 hour',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'A towel'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Meet and swim with dolphins in a calm, supervised lagoon, in a programme designed for families with young children.',
    included: ['Dolphin swim with trainers', 'Life jackets', 'Lockers and showers'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear and a towel; jewellery must be removed.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'The Garcia family',
        date: 'April 2025',
        rating: 5,
        content: 'Our kids (5 and 8) loved every minute and the staff were so patient with them.',
        helpful: 14,
      },
      {
        author: 'Nicole B.',
        date: 'February 2025',
        rating: 4,
        content: 'Easy to book and great for little ones. Arrive early for the best seats.',
        helpful: 4,
      },
    ],
  },
  {
    title: 'Family Fishing Trip',
    url: '/adventures/family-fishing-trip',
    imageUrl: '/images/adventures/family-fishing-trip.svg',
    currentPrice: '$459 USD',
    duration: '4 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Sunglasses', 'A hat', 'Sunscreen', 'Motion-sickness tablets if you need them'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A relaxed fishing trip for the whole family on a private panga, with light tackle, bait and a captain who loves kids.',
    included: [
      'Fishing licences',
      'Rods, tackle and bait',
      'Captain and mate',
      'Cooler with water and soft drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Sunglasses, a hat, sunscreen and motion-sickness tablets if you need them.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'The Garcia family',
        date: 'April 2025',
        rating: 5,
        content: 'Our kids (5 and 8) loved every minute and the staff were so patient with them.',
        helpful: 14,
      },
      {
        author: 'Nicole B.',
        date: 'February 2025',
        rating: 4,
        content: 'Easy to book and great for little ones. Arrive early for the best seats.',
        helpful: 4,
      },
    ],
  },
  {
    title: 'Kids Pirate Ship Cruise',
    url: '/adventures/kids-pirate-ship',
    imageUrl: '/images/adventures/kids-pirate-ship.svg',
    currentPrice: '$69 USD',
    duration: '2 hours',
    minAge: 4,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Sunscreen', 'A hat', 'A camera'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Sail on a pirate ship replica with treasure hunts, cannon salutes and a costumed crew that keeps young sailors busy.',
    included: ['Boat ride with captain', 'Life jackets', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'Sunscreen, a hat and a camera.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'The Garcia family',
        date: 'April 2025',
        rating: 5,
        content: 'Our kids (5 and 8) loved every minute and the staff were so patient with them.',
        helpful: 14,
      },
      {
        author: 'Nicole B.',
        date: 'February 2025',
        rating: 4,
        content: 'Easy to book and great for little ones. Arrive early for the best seats.',
        helpful: 4,
      },
    ],
  },
  {
    title: 'Scuba Diving Discovery',
    url: '/adventures/scuba-diving-discovery',
    imageUrl: '/images/adventures/scuba-diving-discovery.svg',
    currentPrice: '$159 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'A towel'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A first scuba dive with a certified instructor: a short lesson in a pool, then a shallow reef dive at Pelican Rock.',
    included: ['Dive equipment', 'Certified instructor', 'Boat ride', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear and a towel; certified divers bring their card.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Pelican Rock Scuba Dive',
    url: '/adventures/pelican-rock-scuba',
    imageUrl: '/images/adventures/pelican-rock-scuba.svg',
    currentPrice: '$129 USD',
    duration: '2.5 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'A towel'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Two tank dives for certified divers at Pelican Rock and the Sand Falls, famous for their underwater rivers of sand.',
    included: ['Dive equipment', 'Certified instructor', 'Boat ride', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear and a towel; certified divers bring their card.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Dolphin Swim Encounter',
    url: '/adventures/dolphin-swim-encounter',
    imageUrl: '/images/adventures/dolphin-swim-encounter.svg',
    currentPrice: '$129 USD',
    duration: '1 hour',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['Swimwear', 'A towel'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'An interactive swim with dolphins, including a foot push and a belly ride, guided by marine mammal specialists.',
    included: ['Dolphin swim with trainers', 'Life jackets', 'Lockers and showers'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      {
        question: 'What should I bring?',
        answer: 'Swimwear and a towel; jewellery must be removed.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Tequila & Mezcal Tasting',
    url: '/adventures/tequila-mezcal-tasting',
    imageUrl: '/images/adventures/tequila-mezcal-tasting.svg',
    currentPrice: '$75 USD',
    duration: '1.5 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['An appetite', 'Comfortable walking shoes'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Taste six small-batch tequilas and mezcals with a certified expert who explains agave, distillation and ageing. Guests must be 18 or older to taste.',
    included: [
      'Tequila and mezcal tastings with a local expert',
      'Bottled water',
      'Small-group guide',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'An appetite and comfortable walking shoes.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Todos Santos Art Town Trip',
    url: '/adventures/todos-santos-art',
    imageUrl: '/images/adventures/todos-santos-art.svg',
    currentPrice: '$129 USD',
    duration: 'Full day',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Comfortable shoes', 'A hat', 'Some cash for the galleries'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Visit the Pueblo Mágico of Todos Santos, its galleries, mission and the famous hotel, with lunch at a garden restaurant.',
    included: ['Air-conditioned transportation', 'Bilingual guide', 'Lunch', 'Bottled water'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Comfortable shoes, a hat and some cash for the galleries.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Costa Azul Surf Lesson',
    url: '/adventures/costa-azul-surf',
    imageUrl: '/images/adventures/costa-azul-surf.svg',
    currentPrice: '$89 USD',
    duration: '2 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Swimwear', 'A towel', 'Reef-safe sunscreen'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Learn to surf at Costa Azul with patient instructors, boards and rash guards included, in the gentlest waves of the season.',
    included: [
      'Surfboard and rash guard',
      'Certified instructor',
      'Bottled water',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      { question: 'What should I bring?', answer: 'Swimwear, a towel and reef-safe sunscreen.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Sportfishing for Marlin',
    url: '/adventures/sportfishing-for-marlin',
    imageUrl: '/images/adventures/sportfishing-for-marlin.svg',
    currentPrice: '$1690 USD',
    duration: '8 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Sunglasses', 'A hat', 'Sunscreen', 'Motion-sickness tablets if you need them'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'A full day offshore in search of striped marlin with an experienced crew, tackle and licences, in the Marlin Capital of the World.',
    included: [
      'Fishing licences',
      'Rods, tackle and bait',
      'Captain and mate',
      'Cooler with water and soft drinks',
      'Hotel transportation',
    ],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Sunglasses, a hat, sunscreen and motion-sickness tablets if you need them.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Taco & Street Food Tour',
    url: '/adventures/taco-street-food',
    imageUrl: '/images/adventures/taco-street-food.svg',
    currentPrice: '$79 USD',
    duration: '3 hours',
    minAge: 5,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['An appetite', 'Comfortable walking shoes'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Eat your way through local taquerías and markets with a food-loving guide, from fish tacos to churros.',
    included: ['Tastings with a local expert', 'Bottled water', 'Small-group guide'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'An appetite and comfortable walking shoes.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
  {
    title: 'Parasailing over Médano Bay',
    url: '/adventures/parasailing-over-medano',
    imageUrl: '/images/adventures/parasailing-over-medano.svg',
    currentPrice: '$69 USD',
    duration: '1 hour',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Pickup at your hotel lobby in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
    whatToBring: ['Sunglasses', 'A camera'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Float high above Médano Bay for views of El Arco and the marina, single or tandem, launched from the boat deck.',
    included: ['Safety briefing and equipment', 'Digital photos', 'Hotel transportation'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We pick you up from your hotel in Cabo San Lucas or on the Corridor; guests in San José del Cabo meet us at the marina.',
      },
      {
        question: 'What should I bring?',
        answer: 'Sunglasses and a camera; loose items are stored before take-off.',
      },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Megan P.',
        date: 'March 2025',
        rating: 5,
        content:
          'The crew was fantastic and the water was crystal clear. We saw more fish than we could count.',
        helpful: 12,
      },
      {
        author: 'Jorge A.',
        date: 'February 2025',
        rating: 5,
        content:
          'Smooth, well organised and great value. The guide knew everything about the marine life.',
        helpful: 8,
      },
    ],
  },
  {
    title: 'Flora Farm Cooking Class',
    url: '/adventures/flora-farm-cooking',
    imageUrl: '/images/adventures/flora-farm-cooking.svg',
    currentPrice: '$149 USD',
    duration: '3 hours',
    minAge: 8,
    provider: adventureProvider,
    meetingPoint:
      'Our check-in desk at the Cabo San Lucas marina, 20 minutes before the start; the confirmation e-mail has a map.',
    whatToBring: ['An appetite', 'Comfortable walking shoes'],
    cancellationPolicy:
      'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
    replyTime: 'within 4 hours',
    description:
      'Pick vegetables on an organic farm in the foothills and cook a seasonal Baja menu with a local chef.',
    included: ['Tastings with a local expert', 'Bottled water', 'Small-group guide'],
    faq: [
      {
        question: 'Where do we meet?',
        answer:
          'We meet at our check-in desk at the Cabo San Lucas marina 20 minutes before departure; the confirmation e-mail has a map.',
      },
      { question: 'What should I bring?', answer: 'An appetite and comfortable walking shoes.' },
      {
        question: 'What is the cancellation policy?',
        answer:
          'Cancel up to 24 hours before the start for a full refund. If the port captain closes the harbour or the weather makes the trip unsafe, we reschedule or refund in full.',
      },
    ],
    reviews: [
      {
        author: 'Hannah W.',
        date: 'March 2025',
        rating: 5,
        content: 'One of the highlights of our trip. Our guide was knowledgeable and funny.',
        helpful: 9,
      },
      {
        author: 'Peter L.',
        date: 'January 2025',
        rating: 4,
        content: "Well run and good value. I'd happily do it again.",
        helpful: 3,
      },
    ],
  },
];
