import type { GoodToKnow } from '@cabo/contract';

/**
 * "Good to know" per villa (docs/stays.md): the plain facts guests otherwise learn on arrival,
 * keyed by villa slug. Drive times are by car from Los Cabos International (SJD) outside rush
 * hour; the Pacific side below Pedregal has a strong shore break and undertow.
 */
export const villaGoodToKnow: Record<string, GoodToKnow> = {
  'villa-bellissima': {
    airportMinutes: 50,
    beach: 'not-swimmable',
    beachNote:
      'The Pacific below the cliffs has a strong undertow: enjoy it from the terrace, swim in the pool.',
    steps: 'About 60 steps between the entry and the pool terrace; no elevator.',
    walkableTo: ['Pedregal gatehouse', 'Marina viewpoint (15 min downhill)'],
  },
  'villa-serenidad': {
    airportMinutes: 20,
    beach: 'swimmable',
    beachNote: 'Palmilla beach in front is a calm cove, safe to swim most of the year.',
    steps: 'Single level from the driveway to the lawn; step-free to the sand.',
    walkableTo: ['Palmilla beach', 'One&Only Palmilla restaurants', 'Palmilla shopping centre'],
  },
  'villa-cielo': {
    airportMinutes: 50,
    beach: 'no-beach',
    beachNote:
      'High on the hill with no beach of its own; the nearest swimming beach is Médano, 10 minutes by car.',
    steps: 'Three levels joined by outdoor stairs; bedrooms on the lower two.',
    walkableTo: ['Pedregal gatehouse'],
  },
  'villa-casa-del-mar-azul': {
    airportMinutes: 45,
    beach: 'swimmable',
    beachNote: 'Médano Beach, a five-minute walk, is the calm swimming beach of Cabo San Lucas.',
    steps: 'Two floors; the bedrooms upstairs, the pool and kitchen on the ground floor.',
    walkableTo: ['Médano Beach', 'Marina restaurants', 'Supermarket'],
  },
  'villa-paraiso': {
    airportMinutes: 20,
    beach: 'not-swimmable',
    beachNote:
      'The Sea of Cortez in front has a steep shore break; La Playita’s protected cove is a short drive.',
    steps: 'Step-free ground floor with two bedrooms; the rest upstairs.',
    walkableTo: ['Puerto Los Cabos marina', 'Golf clubhouse'],
  },
  'villa-estrella-del-mar': {
    airportMinutes: 30,
    beach: 'swimmable',
    beachNote: 'Chileno Bay is a protected bay, safe to swim and snorkel.',
    steps: 'About 30 steps down from the garden to the sand.',
    walkableTo: ['Chileno Bay beach', 'Chileno Bay Club'],
  },
  'villa-amanecer': {
    airportMinutes: 30,
    beach: 'not-swimmable',
    beachNote:
      'The Cabo Real beach has a strong shore break; swim in the pool, or at Chileno Bay 10 minutes away.',
    steps: 'Single level, step-free from the car to every bedroom.',
    walkableTo: ['Cabo Real beach (for walks)', 'Golf course'],
  },
  'villa-la-roca': {
    airportMinutes: 50,
    beach: 'not-swimmable',
    beachNote: 'Rocky Pacific shore with an undertow: not for swimming.',
    steps: 'Four levels carved into the rock, about 80 steps in all; no elevator.',
    walkableTo: ['Pedregal gatehouse'],
  },
  'villa-tranquila': {
    airportMinutes: 45,
    beach: 'no-beach',
    beachNote: 'A hillside home with no beach in front; Médano Beach is 10 minutes by car.',
    steps: 'Two floors with an inside staircase; one bedroom on the ground floor.',
    walkableTo: ['Local grocery store', 'Taquería around the corner'],
  },
  'villa-alegria': {
    airportMinutes: 20,
    beach: 'swimmable',
    beachNote: 'On Palmilla beach, a calm cove safe to swim most of the year.',
    steps: 'A dozen steps down from the pool deck to the sand.',
    walkableTo: ['Palmilla beach', 'Palmilla shopping centre'],
  },
  'villa-buena-vida': {
    airportMinutes: 30,
    beach: 'swimmable',
    beachNote: 'Chileno Bay in front is protected and safe for swimming and snorkelling.',
    steps: 'Elevator to all three floors; about 20 steps to the beach path.',
    walkableTo: ['Chileno Bay beach', 'Chileno Bay Club'],
  },
  'villa-vista-arcos': {
    airportMinutes: 50,
    beach: 'not-swimmable',
    beachNote:
      'Above the Pacific with a strong undertow; the water taxi to Lover’s Beach leaves from the marina.',
    steps: 'Two levels joined by a wide outdoor staircase.',
    walkableTo: ['Marina viewpoint (15 min downhill)'],
  },
};
