import type { GuideSection } from './types.ts';

/** Title and intro of the downloadable guide (/cabo-travel.pdf). */
export const guideMeta = {
  title: 'Ultimate Cabo Guide 2025',
  subtitle:
    'Beaches, restaurants, adventures and local tips for Cabo San Lucas and San José del Cabo',
  coverImage: '/images/guides/cover.svg',
  intro:
    'Los Cabos sits at the southern tip of the Baja California peninsula, where the Pacific Ocean meets the Sea of Cortez. Two towns share the cape: lively Cabo San Lucas, with its marina, beaches and nightlife, and colonial San José del Cabo, with its art district and farm-to-table dining. Between them runs the 20-mile Tourist Corridor, home to the finest resorts and the calmest swimming coves. This guide collects what our local team tells friends before they visit.',
};

/** The guide's chapters, in order. */
export const guideSections: GuideSection[] = [
  {
    id: 'beaches',
    title: 'Beaches',
    intro:
      'Not every beach in Los Cabos is safe for swimming: the Pacific side has strong currents and steep shore breaks. Look for the green "playa apta para nadar" signs, and when in doubt ask a lifeguard or your concierge.',
    blocks: [
      { kind: 'heading', text: 'Best for swimming and snorkelling' },
      {
        kind: 'entry',
        name: 'Playa Santa María',
        detail: 'Tourist Corridor, km 12',
        text: 'A sheltered horseshoe bay inside a marine sanctuary. Arrive before 10 am for parking and calm water; bring your own shade and snorkel gear. Parrotfish, angelfish and the odd turtle are common near the rocks on either side.',
      },
      {
        kind: 'entry',
        name: 'Playa Chileno',
        detail: 'Tourist Corridor, km 14',
        text: 'Public facilities, palapas, clear water and a reef at the eastern end. It is one of the easiest family beaches on the coast and has lifeguards in high season.',
      },
      {
        kind: 'entry',
        name: 'Playa El Médano',
        detail: 'Cabo San Lucas',
        text: 'The town beach: swimmable, busy and full of beach clubs, water sports and vendors. Water taxis to Lover’s Beach leave from the sand.',
      },
      {
        kind: 'entry',
        name: 'Playa Palmilla',
        detail: 'San José del Cabo',
        text: 'Calm, shallow water protected by a point, popular with paddleboarders and local fishermen. There is a small car park and a few food stands.',
      },
      { kind: 'heading', text: 'Best admired from the sand' },
      {
        kind: 'bullets',
        items: [
          'Playa del Divorcio (Divorce Beach): the Pacific side of Lover’s Beach; dramatic, but the current is dangerous.',
          'Playa Solmar: a long Pacific beach below Land’s End; walk it at sunset but stay out of the water.',
          'Playa Migriño: wild and empty, with whales visible from shore in winter.',
          'Playa Cerritos: an hour north, the gentlest surf beach in the region and a good place for a first lesson.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Every beach in Mexico is public by law, including those in front of resorts. Access paths are marked with blue "acceso a la playa" signs along the highway.',
      },
    ],
  },
  {
    id: 'restaurants',
    title: 'Restaurants',
    intro:
      'Los Cabos has some of the best dining in Mexico, from taco stands that open at dusk to tasting menus on the cliffs. Book the well-known restaurants at least a week ahead in high season (December to April), and two weeks for a sunset table.',
    blocks: [
      { kind: 'heading', text: 'Special occasions' },
      {
        kind: 'entry',
        name: 'El Farallón',
        detail: 'Seafood · $$$$ · Pedregal',
        text: 'The day’s catch chosen from an iced market display and grilled over wood, on terraces carved into the cliffs above the Pacific surf. Ask for a table on the lowest level.',
      },
      {
        kind: 'entry',
        name: 'Sunset Monalisa',
        detail: 'Fine Dining · $$$$ · Tourist Corridor',
        text: 'A Mediterranean tasting menu with a direct view of the Arch at sunset. Dress code: smart casual.',
      },
      { kind: 'heading', text: 'Farm to table' },
      {
        kind: 'entry',
        name: 'Flora’s Field Kitchen',
        detail: 'Contemporary Mexican · $$$ · San José del Cabo',
        text: 'Dinner on an organic farm in the foothills, with wood-fired pizzas and cocktails made from the garden. Sunday brunch is a local ritual; closed on Mondays.',
      },
      {
        kind: 'entry',
        name: 'Acre',
        detail: 'International · $$$ · San José del Cabo',
        text: 'Treehouse seating in a palm grove, a garden-driven menu and live music on weekends.',
      },
      { kind: 'heading', text: 'Eat like a local' },
      {
        kind: 'bullets',
        items: [
          'Fish tacos are a breakfast and lunch food: the best stands sell out by 2 pm.',
          'Try chocolate clams (almejas chocolatas), a Baja speciality, grilled or raw with lime.',
          'A 15 percent tip is standard in restaurants; leave it in cash if you can.',
          'Tap water is not for drinking, but ice in restaurants is made from purified water.',
        ],
      },
    ],
  },
  {
    id: 'adventures',
    title: 'Adventures',
    intro:
      'The cape is as good on land as on the water. Book tours with licensed operators: boats must be registered with the port captain, and whale watching needs a federal permit.',
    blocks: [
      { kind: 'heading', text: 'On the water' },
      {
        kind: 'entry',
        name: 'Whale watching',
        detail: 'Mid-December to mid-April',
        text: 'Humpbacks come to the warm water at the tip of the peninsula to mate and calve. Small zodiacs get the closest views; catamarans are the most comfortable. January to March is the peak.',
      },
      {
        kind: 'entry',
        name: 'Sailing and sunset cruises',
        detail: 'All year',
        text: 'A two-hour sail around the Arch at sunset is the classic first-evening plan. Private yachts can add snorkelling at Santa María or Chileno Bay.',
      },
      {
        kind: 'entry',
        name: 'Snorkelling and diving',
        detail: 'Best visibility June to November',
        text: 'Pelican Rock and the Sand Falls near the Arch are great for a first dive. For a full day, Cabo Pulmo National Park has the healthiest reef in the Sea of Cortez.',
      },
      {
        kind: 'entry',
        name: 'Sportfishing',
        detail: 'Marlin peaks October and November',
        text: 'Cabo calls itself the Marlin Capital of the World. Catch-and-release is the norm for billfish; dorado and tuna make a fine dinner that many restaurants will cook for you.',
      },
      { kind: 'heading', text: 'On land' },
      {
        kind: 'bullets',
        items: [
          'ATV and side-by-side tours through desert trails to the Pacific dunes (closed shoes and a driver’s licence needed).',
          'Camel rides on the beach near Cabo Real, usually with a Mexican lunch and tequila tasting.',
          'Ziplines over the canyons of the Sierra de la Laguna foothills.',
          'A day trip to Todos Santos, a Pueblo Mágico of galleries, surf beaches and mission history.',
        ],
      },
    ],
  },
  {
    id: 'local-tips',
    title: 'Local Tips',
    intro:
      'A few things we wish every visitor knew before landing at Los Cabos International Airport (SJD).',
    blocks: [
      { kind: 'heading', text: 'Arriving' },
      {
        kind: 'paragraph',
        text: 'After customs you walk through a hall of timeshare and transport sellers: keep walking until you are outside, where your pre-booked driver will be waiting. The airport is 15 minutes from San José del Cabo and 45 minutes from Cabo San Lucas.',
      },
      { kind: 'heading', text: 'Getting around' },
      {
        kind: 'bullets',
        items: [
          'A rental car is the most flexible way to reach beaches along the Corridor; buy full Mexican liability insurance.',
          'Taxis are plentiful but agree the fare before you get in; ride apps work in both towns.',
          'Water taxis from the marina are the only way to reach Lover’s Beach.',
        ],
      },
      { kind: 'heading', text: 'Money and safety' },
      {
        kind: 'bullets',
        items: [
          'US dollars are widely accepted, but paying in pesos is usually cheaper; withdraw pesos from bank ATMs.',
          'Use reef-safe sunscreen and drink plenty of water: the desert sun is strong all year.',
          'Respect the red flags on the beach. The Pacific is beautiful and dangerous.',
          'Tipping: 10-15% for guides and drivers, 15-20% for boat crews.',
        ],
      },
      { kind: 'heading', text: 'When to come' },
      {
        kind: 'paragraph',
        text: 'November to May is dry and warm with cool evenings and whales offshore. June to October is hot and humid, with the warmest water and the best diving; hurricane season peaks in September, when some restaurants close for a break.',
      },
    ],
  },
];
