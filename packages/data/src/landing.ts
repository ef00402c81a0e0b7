import type { SiteFigures } from '@cabo/contract';
import type { GalleryImage, Testimonial } from './types.ts';

/**
 * The marketing figures a fresh database starts with (docs/catalogue.md, "Figures"): seeded
 * once, then staff keep them in the admin's "Site figures".
 */
export const siteFiguresSeed: SiteFigures = {
  travelers: 227_000,
  families: 500,
  weddings: 150,
  partners: 120,
  ownerSatisfaction: 95,
};

/** Testimonials per landing page; avatars are generated art under /images/avatars. */
export const testimonials: Record<
  | 'family'
  | 'bachelor'
  | 'corporate'
  | 'concierge'
  | 'influencer'
  | 'wedding'
  | 'realEstate'
  | 'propertyManagement'
  | 'partner',
  Testimonial[]
> = {
  family: [
    {
      quote:
        'Three generations, one villa and zero stress. The team thought of everything, from car seats to a chef who made the kids’ favourite pancakes.',
      name: 'The Morales family',
      detail: 'Family trip, 11 guests',
      avatar: '/images/avatars/the-morales-family.svg',
    },
    {
      quote:
        'The turtle release was the highlight of our children’s year. Booking was easy and every day ran like clockwork.',
      name: 'Karen D.',
      detail: 'Family trip, 6 guests',
      avatar: '/images/avatars/karen-d.svg',
    },
  ],
  bachelor: [
    {
      quote:
        'A yacht day, a private chef and a table at the best club in town. The bride still says it was better than the wedding.',
      name: 'Alexis P.',
      detail: 'Bachelorette, 10 guests',
      avatar: '/images/avatars/alexis-p.svg',
    },
    {
      quote:
        'They handled transport, reservations and a fishing charter for twelve guys without a single hiccup.',
      name: 'Marcus J.',
      detail: 'Bachelor party, 12 guests',
      avatar: '/images/avatars/marcus-j.svg',
    },
  ],
  corporate: [
    {
      quote:
        'Our Presidents Club trip set a new bar. Flawless logistics and experiences our top performers are still talking about.',
      name: 'Dana W.',
      detail: 'VP Sales, incentive trip for 80',
      avatar: '/images/avatars/dana-w.svg',
    },
    {
      quote:
        'From the strategy sessions to the sunset dinner on the beach, everything was on time and on brand.',
      name: 'Hiro T.',
      detail: 'Chief of Staff, leadership offsite',
      avatar: '/images/avatars/hiro-t.svg',
    },
  ],
  concierge: [
    {
      quote:
        'One message and a table appeared at a restaurant that had been fully booked for weeks. That is real concierge service.',
      name: 'Olivia S.',
      detail: 'Villa guest',
      avatar: '/images/avatars/olivia-s.svg',
    },
    {
      quote:
        'Airport pickup, a stocked fridge and a private yacht the next morning. We didn’t lift a finger.',
      name: 'Ethan B.',
      detail: 'Resort guest',
      avatar: '/images/avatars/ethan-b.svg',
    },
  ],
  influencer: [
    {
      quote:
        'The team built a content-friendly itinerary with golden-hour shoots every day. My engagement doubled that week.',
      name: 'Maya L.',
      detail: 'Travel creator, 180K followers',
      avatar: '/images/avatars/maya-l.svg',
    },
    {
      quote:
        'Professional, generous and easy to work with. A partnership that felt like a collaboration.',
      name: 'Diego F.',
      detail: 'Photographer and creator',
      avatar: '/images/avatars/diego-f.svg',
    },
  ],
  wedding: [
    {
      quote:
        'A clifftop ceremony at sunset, a mariachi surprise and not a single detail out of place. Pure magic.',
      name: 'Sarah & Daniel',
      detail: 'Married in Cabo, 90 guests',
      avatar: '/images/avatars/sarah-daniel.svg',
    },
    {
      quote:
        'They coordinated our guests’ villas, the rehearsal dinner and a welcome party on the beach. We just enjoyed it.',
      name: 'Priya & Arjun',
      detail: 'Married in Cabo, 120 guests',
      avatar: '/images/avatars/priya-arjun.svg',
    },
  ],
  realEstate: [
    {
      quote:
        'Clear advice on the bank trust and closing costs made buying in Mexico far less daunting than we feared.',
      name: 'Robert N.',
      detail: 'Bought in Pedregal',
      avatar: '/images/avatars/robert-n.svg',
    },
    {
      quote:
        'They found us a condo with strong rental history and introduced a management team we trust.',
      name: 'Janet & Paul',
      detail: 'Bought at Médano',
      avatar: '/images/avatars/janet-paul.svg',
    },
  ],
  propertyManagement: [
    {
      quote: 'Occupancy went up, the guest reviews improved and I get a clear report every month.',
      name: 'Steven C.',
      detail: 'Villa owner, Palmilla',
      avatar: '/images/avatars/steven-c.svg',
    },
    {
      quote:
        'Maintenance is handled before I even hear about it. I finally enjoy owning a home here.',
      name: 'Laura G.',
      detail: 'Condo owner, Corridor',
      avatar: '/images/avatars/laura-g.svg',
    },
  ],
  partner: [
    {
      quote: 'The partnership brought us steady, well-matched guests all year round.',
      name: 'Andrés V.',
      detail: 'Tour operator',
      avatar: '/images/avatars/andres-v.svg',
    },
    {
      quote: 'Easy to work with and always clear about what guests expect.',
      name: 'Isabel R.',
      detail: 'Restaurant owner',
      avatar: '/images/avatars/isabel-r.svg',
    },
  ],
};

type LandingPage =
  | 'family'
  | 'bachelor'
  | 'corporate'
  | 'concierge'
  | 'influencer'
  | 'wedding'
  | 'realEstate'
  | 'propertyManagement'
  | 'partner'
  | 'guides'
  | 'events';

/** Hero image of each lead and content page. */
export const landingHeroes: Record<LandingPage, GalleryImage> = {
  family: {
    src: '/images/landing/family-beach-hero.svg',
    alt: 'A calm swimming beach with palm trees',
  },
  bachelor: { src: '/images/landing/bachelor-yacht-hero.svg', alt: 'A party yacht near the Arch' },
  corporate: {
    src: '/images/landing/corporate-resort-hero.svg',
    alt: 'A resort by the sea with a long pool',
  },
  concierge: {
    src: '/images/landing/concierge-villa-hero.svg',
    alt: 'A villa terrace with a pool above the sea',
  },
  influencer: {
    src: '/images/landing/influencer-surf-hero.svg',
    alt: 'A surfer riding a wave at sunset',
  },
  wedding: {
    src: '/images/landing/wedding-arch-hero.svg',
    alt: 'A wedding arch of flowers on the beach',
  },
  realEstate: {
    src: '/images/landing/real-estate-home-hero.svg',
    alt: 'A modern home above the sea',
  },
  propertyManagement: {
    src: '/images/landing/property-villa-hero.svg',
    alt: 'A villa with a pool and garden',
  },
  partner: {
    src: '/images/landing/partner-town-hero.svg',
    alt: 'The colourful streets of San José del Cabo',
  },
  guides: {
    src: '/images/landing/guides-beach-hero.svg',
    alt: 'A hidden beach below rocky cliffs',
  },
  events: {
    src: '/images/landing/events-culture-hero.svg',
    alt: 'Papel picado banners over a town square',
  },
};

/** Image galleries of the landing pages (docs/lead-forms.md: family 8, corporate 6, wedding 6, property management 6). */
export const galleries: Record<
  'family' | 'corporate' | 'wedding' | 'propertyManagement',
  GalleryImage[]
> = {
  family: [
    {
      src: '/images/landing/family-beach-day.svg',
      alt: 'Family on a swimmable beach',
      caption: 'Beach days at Chileno Bay',
    },
    {
      src: '/images/landing/family-turtle-release.svg',
      alt: 'Baby turtles heading to the sea',
      caption: 'A sunset turtle release',
    },
    {
      src: '/images/landing/family-glass-bottom-boat.svg',
      alt: 'A glass-bottom boat near the Arch',
      caption: 'Glass-bottom boat to the Arch',
    },
    {
      src: '/images/landing/family-villa-pool.svg',
      alt: 'A villa pool with sun loungers',
      caption: 'Your own villa pool',
    },
    {
      src: '/images/landing/family-dolphin-swim.svg',
      alt: 'A dolphin leaping from the water',
      caption: 'Swimming with dolphins',
    },
    {
      src: '/images/landing/family-camel-ride.svg',
      alt: 'A camel walking along the beach',
      caption: 'Camel rides on the beach',
    },
    {
      src: '/images/landing/family-snorkel.svg',
      alt: 'Tropical fish over the sand',
      caption: 'First snorkel at Santa María',
    },
    {
      src: '/images/landing/family-taco-dinner.svg',
      alt: 'A plate of tacos on a table',
      caption: 'Taco night with a private chef',
    },
  ],
  corporate: [
    {
      src: '/images/landing/corporate-resort.svg',
      alt: 'A resort facing the sea',
      caption: 'Resort buyouts for up to 300',
    },
    {
      src: '/images/landing/corporate-yacht.svg',
      alt: 'A yacht near the Arch',
      caption: 'Team yacht day',
    },
    {
      src: '/images/landing/corporate-beach-dinner.svg',
      alt: 'A dinner table by the sea',
      caption: 'Awards dinner on the beach',
    },
    {
      src: '/images/landing/corporate-atv.svg',
      alt: 'An ATV in the desert',
      caption: 'Desert team building',
    },
    {
      src: '/images/landing/corporate-sailing.svg',
      alt: 'A sailboat on the water',
      caption: 'Sailing regatta',
    },
    {
      src: '/images/landing/corporate-art-walk.svg',
      alt: 'Colourful streets of the old town',
      caption: 'Evening art walk',
    },
  ],
  wedding: [
    {
      src: '/images/landing/wedding-beach-arch.svg',
      alt: 'A flower arch on the sand',
      caption: 'Ceremonies on the sand',
    },
    {
      src: '/images/landing/couple-sunset-sailing.svg',
      alt: 'A sailboat at sunset',
      caption: 'Sunset sail for the couple',
    },
    {
      src: '/images/landing/reception-dinner.svg',
      alt: 'A dinner table at sunset',
      caption: 'Reception under the stars',
    },
    {
      src: '/images/landing/bridal-party-villa.svg',
      alt: 'A villa with a pool',
      caption: 'Villas for the wedding party',
    },
    {
      src: '/images/landing/bridal-spa.svg',
      alt: 'A calm spa pool',
      caption: 'Spa day before the big day',
    },
    {
      src: '/images/landing/mission-chapel.svg',
      alt: 'The mission church in the old town',
      caption: 'Mission chapel in San José',
    },
  ],
  propertyManagement: [
    {
      src: '/images/landing/property-villa-pedregal.svg',
      alt: 'A villa above the sea',
      caption: 'Pedregal, 6 bedrooms',
    },
    {
      src: '/images/landing/property-condo-medano.svg',
      alt: 'A condo by the beach',
      caption: 'Médano, 3 bedrooms',
    },
    {
      src: '/images/landing/property-home-palmilla.svg',
      alt: 'A modern home with a pool',
      caption: 'Palmilla, 5 bedrooms',
    },
    {
      src: '/images/landing/property-villa-pool.svg',
      alt: 'A villa pool terrace',
      caption: 'Corridor, 4 bedrooms',
    },
    {
      src: '/images/landing/property-home-golf.svg',
      alt: 'A home beside a golf course',
      caption: 'Puerto Los Cabos, 4 bedrooms',
    },
    {
      src: '/images/landing/property-villa-beach.svg',
      alt: 'A beachfront villa',
      caption: 'Chileno Bay, 5 bedrooms',
    },
  ],
};
