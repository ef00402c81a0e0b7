import type { Stat, Testimonial } from './types.ts';

/** Static marketing figures (spec 001 §1, §9). */
export const stats = {
  families: { value: '500+', label: 'Families hosted' },
  weddings: { value: '150+', label: 'Weddings planned' },
  travellerNetwork: { value: '250K+', label: 'Traveller network' },
  ownerSatisfaction: { value: '95%', label: 'Owner satisfaction' },
  travelers: { value: '227,000+', label: 'Travelers trust us' },
  since: { value: '2015', label: 'Number one traveller community since' },
} satisfies Record<string, Stat>;

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
