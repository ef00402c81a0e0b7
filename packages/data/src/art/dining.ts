import type { BlogPost, Restaurant } from '@cabo/contract';
import { activityViews, type Activity, type View } from './adventures.ts';
import { dish, tableTop, wineGlass, margarita, type Dish } from './food.ts';
import {
  H,
  LIGHTS,
  PALETTES,
  W,
  artPicture,
  at,
  blossoms,
  circle,
  ellipse,
  grad,
  lit,
  mix,
  palm,
  path,
  person,
  rect,
  rngFor,
  svgDoc,
  yacht,
  type Light,
  type Palette,
  type Rng,
  type TimeOfDay,
} from './kit.ts';
import { landscape, lamp, umbrella, type Setting } from './scenes.ts';
import type { ArtPicture } from './types.ts';
import { WHEN } from './villas.ts';

type Room =
  | 'sushi-bar'
  | 'taco-stand'
  | 'courtyard'
  | 'beach'
  | 'waterfront'
  | 'cliff'
  | 'steakhouse'
  | 'trattoria'
  | 'garden'
  | 'grill';

/** The room from the description's words first, the cuisine second. */
export function roomFor(r: Restaurant): Room {
  const t = `${r.name} ${r.description}`.toLowerCase();
  if (r.cuisine === 'Japanese') return 'sushi-bar';
  if (r.cuisine === 'Steakhouse') return 'steakhouse';
  if (/taquer|taco stand/.test(t)) return 'taco-stand';
  if (/garden|farm|palm grove|treehouse/.test(t)) return 'garden';
  if (/courtyard/.test(t)) return 'courtyard';
  if (/sand|beach/.test(t) && !/cliff/.test(t)) return 'beach';
  if (/marina|waterfront/.test(t)) return 'waterfront';
  if (r.cuisine === 'Italian') return 'trattoria';
  if (/grill|fire/.test(t)) return 'grill';
  if (/cliff|arch|terrace/.test(t)) return 'cliff';
  return r.cuisine === 'Mexican' ? 'courtyard' : 'cliff';
}

export function dishFor(r: Restaurant): Dish {
  const t = `${r.description}`.toLowerCase();
  if (r.cuisine === 'Japanese') return 'sushi';
  if (r.cuisine === 'Steakhouse') return 'steak';
  if (r.cuisine === 'Italian') return /pizza/.test(t) ? 'pizza' : 'pasta';
  if (/taco/.test(t)) return 'tacos';
  if (/mole/.test(t)) return 'mole';
  if (/lobster/.test(t)) return 'lobster';
  if (/ceviche|catch|seafood|sashimi/.test(t) || r.cuisine === 'Seafood') return 'ceviche';
  if (/garden|farm/.test(t)) return 'garden';
  return 'tasting';
}

/** Rooms drawn indoors: their alt text names no time of day. */
const INDOOR = new Set<Room>(['sushi-bar', 'steakhouse', 'grill']);

const DISH_WORD: Record<Dish, string> = {
  tacos: 'Fish tacos with salsa and lime',
  sushi: 'Nigiri of the day’s catch on a wooden board',
  lobster: 'A grilled Baja lobster with lemon',
  steak: 'A prime steak on a sizzling plate',
  pizza: 'A wood-fired pizza',
  pasta: 'Homemade pasta with tomato and basil',
  garden: 'A garden plate of vegetables from the farm',
  tasting: 'A plated course of the tasting menu',
  mole: 'Chicken in dark mole with sesame',
  ceviche: 'A bowl of ceviche with lime and chile',
};

const ROOM_WORD: Record<Room, string> = {
  'sushi-bar': 'A sushi counter with the chef behind it under paper lanterns',
  'taco-stand': 'A street taco stand under papel picado',
  courtyard: 'A courtyard of tables under papel picado and string lights',
  beach: 'Tables and umbrellas on the sand by the sea',
  waterfront: 'A waterfront deck above the marina’s yachts',
  cliff: 'Candle-lit tables on a cliff terrace above the sea',
  steakhouse: 'A dark wood dining room with booths and pendant lamps',
  trattoria: 'A hilltop trattoria terrace with a wood-fired oven',
  garden: 'A long table under the trees of a garden',
  grill: 'A dining room around an open wood-fired grill',
};

/** A table for two with a cloth, a candle and two chairs, standing on (0,0). */
function table(cloth: string, wood: string, light: Light): string {
  return (
    rect(-190, -260, 30, 260, wood) +
    rect(160, -260, 30, 260, wood) +
    rect(-150, -150, 300, 20, cloth) +
    path('M-150-150H150L170 0H-170Z', cloth) +
    rect(-4, -200, 8, 50, '#F4ECDD') +
    (light.lit
      ? circle(0, -210, 40, light.glow, ' opacity=".35"') + circle(0, -206, 8, light.glow)
      : '')
  );
}

function stringLights(light: Light, y: number): string {
  let s = path(
    `M0 ${y}Q400 ${y + 80} 800 ${y}T1600 ${y}`,
    'none',
    ' stroke="#3A3440" stroke-width="3"',
  );
  for (let i = 0; i < 16; i++) {
    const x = 50 + i * 100;
    const t = (x % 800) / 800;
    s += circle(x, y + 4 * 80 * t * (1 - t) * 1.0, 9, light.lit ? light.glow : '#F4ECDD');
  }
  return s;
}

function papel(pal: Palette, light: Light): string {
  return [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) =>
      path(
        `M${i * 200 + 20} 60H${i * 200 + 140}V140L${i * 200 + 80} 170L${i * 200 + 20} 140Z`,
        lit([pal.a, pal.b, '#4E9A8A', '#E8B83A'][i % 4]!, light),
      ),
    )
    .join('');
}

function roomScene(
  room: Room,
  light: Light,
  pal: Palette,
  rng: Rng,
): { defs: string; body: string } {
  const cloth = lit('#FBF8F1', light, 0.7);
  const wood = lit(pal.wood, light);
  const land = (s: Setting, h: number, mirror = false) => landscape('s', s, light, h, rng, mirror);
  switch (room) {
    case 'sushi-bar': {
      const wall = lit(mix(pal.wall, '#C9B08A', 0.4), light, 0.5);
      let b = rect(0, 0, W, H, wall) + rect(0, 0, W, 60, lit('#3A2A22', light, 0.5));
      for (let i = 0; i < 5; i++)
        b +=
          rect(120 + i * 290, 60, 220, 200, lit(pal.a, light, 0.5)) +
          rect(200 + i * 290, 60, 8, 200, wall);
      for (let i = 0; i < 4; i++)
        b += at(
          270 + i * 350,
          340,
          1,
          circle(0, 0, 50, light.glow, ' opacity=".9"') + rect(-6, -90, 12, 40, '#3A2A22'),
        );
      b +=
        at(800, 720, 1.6, person('#FBF8F1', '#D9A77E')) +
        rect(0, 640, W, 80, lit('#6E4A30', light, 0.5)) +
        rect(0, 720, W, 280, lit('#8B5E3C', light, 0.5));
      for (let i = 0; i < 4; i++)
        b +=
          ellipse(300 + i * 330, 690, 70, 14, '#FBF8F1') +
          rect(260 + i * 330, 860, 80, 140, lit('#3A2A22', light, 0.5));
      return { defs: '', body: b };
    }
    case 'steakhouse': {
      const wall = lit(mix(pal.c, '#3A2A22', 0.5), light, 0.3);
      let b = rect(0, 0, W, H, wall);
      for (let i = 0; i < 8; i++) b += rect(i * 200 + 10, 80, 180, 520, mix(wall, '#FFFFFF', 0.06));
      for (let i = 0; i < 3; i++) {
        const x = 300 + i * 500;
        b +=
          rect(x - 220, 520, 440, 300, lit(pal.a, light, 0.3), ' rx="30"') +
          at(x, 900, 1, table(cloth, lit('#3A2A22', light, 0.3), LIGHTS.night));
        b += at(
          x,
          320,
          1,
          rect(-2, -320, 4, 240, '#1E1A1A') +
            path('M-60 0H60L40-80H-40Z', '#C9A25A') +
            circle(0, 40, 80, '#FFCC72', ' opacity=".25"'),
        );
      }
      return { defs: '', body: b + rect(0, 960, W, 40, '#2A1E1A') };
    }
    case 'taco-stand':
    case 'courtyard': {
      const wall = lit(pal.b, light, 0.6);
      let b = rect(0, 0, W, H, lit(light.sky[0], light, 0)) + rect(0, 300, W, 520, wall);
      for (let i = 0; i < 4; i++)
        b += path(
          `M${120 + i * 380} 820V520A110 110 0 0 1 ${340 + i * 380} 520V820Z`,
          lit(pal.c, light, 0.6),
        );
      b +=
        rect(0, 820, W, 180, lit('#C9805A', light, 0.6)) +
        papel(pal, light) +
        stringLights(light, 220);
      b += at(200, 560, 1, blossoms(rng, lit('#C7367A', light), lit('#4E7A44', light), 16, 120));
      if (room === 'taco-stand')
        b +=
          rect(460, 560, 680, 280, lit(pal.a, light)) +
          path('M420 470H1180L1140 560H460Z', lit('#FBF8F1', light)) +
          at(800, 820, 1.2, person(lit(pal.c, light), '#C99A76')) +
          rect(460, 820, 680, 40, lit(pal.c, light));
      else
        b +=
          at(500, 980, 1, table(lit(pal.a, light, 0.5), wood, light)) +
          at(1100, 980, 1, table(lit('#4E9A8A', light, 0.5), wood, light));
      return { defs: '', body: b };
    }
    case 'beach': {
      const s = land('medano', 0.5);
      let b = s.body;
      for (let i = 0; i < 3; i++)
        b +=
          at(300 + i * 500, 990, 1, umbrella(lit([pal.a, pal.b, '#4E9A8A'][i]!, light), wood)) +
          at(300 + i * 500, 990, 0.8, table(cloth, wood, light));
      return { defs: s.defs, body: b };
    }
    case 'waterfront': {
      const s = land('medano', 0.45, true);
      let b =
        s.body +
        at(500, 720, 0.8, yacht('#FBF8F1', '#E9ECEF', '#2F4F5F')) +
        at(1100, 700, 0.6, yacht('#FBF8F1', '#E9ECEF', '#2F4F5F'));
      b += rect(0, 800, W, 200, wood) + rect(0, 740, W, 10, lit(pal.c, light));
      for (let i = 0; i < 12; i++) b += rect(i * 140, 740, 8, 60, lit(pal.c, light));
      b +=
        at(500, 1000, 0.9, table(cloth, lit(pal.c, light), light)) +
        at(1100, 1000, 0.9, table(cloth, lit(pal.c, light), light));
      return { defs: s.defs, body: b };
    }
    case 'cliff':
    case 'trattoria': {
      const s = land('pedregal', 0.5, true);
      let b =
        s.body + rect(0, 820, W, 180, lit(room === 'trattoria' ? '#C9805A' : '#E6DCCB', light));
      if (room === 'trattoria')
        b +=
          path('M0 0H1600V40H0Z', wood) +
          [0, 1, 2, 3, 4].map((i) => rect(i * 380 + 20, 0, 30, 820, wood)).join('') +
          at(
            1350,
            820,
            1,
            path('M-160 0C-160-220 160-220 160 0Z', lit('#D9C4A0', light)) +
              path('M-50 0V-70A50 50 0 0 1 50-70V0Z', '#3A2A22') +
              circle(0, -40, 30, '#F2A23A', ' opacity=".8"'),
          );
      b += at(400, 980, 1, table(cloth, wood, light)) + at(900, 980, 1, table(cloth, wood, light));
      if (room === 'cliff')
        b += at(1320, 1000, 0.9, wineGlass('#7A1E2E')) + at(1440, 1000, 0.9, wineGlass('#7A1E2E'));
      return { defs: s.defs, body: b };
    }
    case 'garden': {
      const s = land('san-jose', 0.5);
      let b = s.body;
      for (let i = 0; i < 4; i++)
        b += at(
          150 + i * 440,
          820,
          1.3,
          palm(lit('#6E5440', light), lit('#4E7A44', light), i % 2 ? 1 : -1),
        );
      b +=
        stringLights(light, 180) +
        rect(300, 800, 1000, 30, wood) +
        rect(320, 830, 24, 140, wood) +
        rect(1256, 830, 24, 140, wood);
      for (let i = 0; i < 6; i++)
        b += circle(380 + i * 170, 790, 14, light.lit ? light.glow : '#F4ECDD');
      return { defs: s.defs, body: b + rect(0, 960, W, 40, lit('#5E7A4A', light)) };
    }
    case 'grill': {
      const wall = lit(mix(pal.wall, '#C9A27A', 0.5), light, 0.4);
      let b =
        rect(0, 0, W, H, wall) +
        rect(560, 200, 480, 420, lit('#3A2A22', light, 0.4)) +
        path('M620 620C640 480 720 420 800 380C880 420 960 480 980 620Z', '#F2A23A') +
        path('M700 620C720 520 760 480 800 460C840 480 880 520 900 620Z', '#FFD27F');
      b +=
        rect(520, 620, 560, 60, lit(pal.c, light, 0.4)) +
        at(260, 990, 1, table(cloth, lit(pal.wood, light, 0.4), light)) +
        at(1340, 990, 1, table(cloth, lit(pal.wood, light, 0.4), light));
      b +=
        at(200, 500, 1, lamp(lit(pal.c, light), light.glow, true)) +
        at(1400, 500, 1, lamp(lit(pal.c, light), light.glow, true));
      return { defs: '', body: b };
    }
  }
}

/**
 * Two pictures per restaurant: the room or setting (from the cuisine and the description's
 * words) and its signature dish. Restaurants have no slug: `slug` holds String(id).
 */
export function restaurantPictures(
  restaurants: Restaurant[],
): { slug: string; pictures: ArtPicture[] }[] {
  return restaurants.map((r, index) => {
    const rng = rngFor(`restaurant/${r.id}/${r.name}`);
    const room = roomFor(r);
    const d = dishFor(r);
    const t = r.description.toLowerCase();
    // Lunch places by day, dinner places in the evening; indoor rooms in lamplight.
    const time: TimeOfDay = /breakfast|street|taquer/.test(t)
      ? 'noon'
      : /sunset/.test(t)
        ? 'golden'
        : (['dusk', 'night', 'golden'] as const)[index % 3]!;
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 3) % PALETTES.length]!;
    const sc = roomScene(room, light, pal, rng);
    const tt = tableTop('t', light, room === 'sushi-bar' ? '#8B5E3C' : pal.wood, 620);
    const back = grad('k', [lit(pal.b, light, 0.5), lit(pal.a, light, 0.5)]);
    const plate =
      rect(0, 0, W, 620, 'url(#k)') +
      circle(rng() * 1200 + 200, 260, 140, lit(pal.wall, light, 0.5), ' opacity=".5"') +
      tt.body +
      at(800, 830, 1.8, dish(d, pal, rng)) +
      (d === 'tacos'
        ? at(1360, 860, 1.2, margarita())
        : at(1360, 860, 1.2, wineGlass(d === 'steak' ? '#6A1A28' : '#E8D8A0')));
    const key = (role: string) => `restaurant/${r.id}/${role}`;
    return {
      slug: String(r.id),
      pictures: [
        artPicture(
          key('setting'),
          'setting',
          `${ROOM_WORD[room]} at ${r.name}${INDOOR.has(room) ? '' : `, ${WHEN[time].replace(', the windows lit', '')}`}`,
          svgDoc(sc.defs, sc.body),
        ),
        artPicture(
          key('dish'),
          'dish',
          `${DISH_WORD[d]} at ${r.name}`,
          svgDoc(back + tt.defs, plate),
        ),
      ],
    };
  });
}

/** The cover fitting a post's topic, from its slug and title. */
const POST_TOPICS: [RegExp, Activity | 'beach' | 'wedding' | 'chef', number][] = [
  [/wedding/, 'wedding', 0],
  [/whale/, 'whale', 1],
  [/yacht/, 'yacht', 0],
  [/spa/, 'spa', 1],
  [/snorkel|pulmo/, 'snorkel', 0],
  [/art/, 'art', 0],
  [/chef/, 'chef', 0],
  [/beach/, 'beach', 0],
];

function weddingScene(
  light: Light,
  pal: Palette,
  rng: Rng,
  wide: boolean,
): { defs: string; body: string } {
  const s = landscape('s', wide ? 'palmilla' : 'medano', light, 0.5, rng, wide);
  let b = s.body;
  const ax = wide ? 1000 : 800;
  b +=
    rect(ax - 220, 420, 24, 480, lit('#FBF8F1', light)) +
    rect(ax + 196, 420, 24, 480, lit('#FBF8F1', light)) +
    path(
      `M${ax - 230} 440Q${ax} 300 ${ax + 230} 440`,
      'none',
      ` stroke="${lit('#FBF8F1', light)}" stroke-width="24"`,
    );
  b +=
    at(ax - 200, 440, 0.9, blossoms(rng, lit(pal.a, light), lit('#5E8A5A', light), 12, 80)) +
    at(ax + 200, 440, 0.9, blossoms(rng, lit(pal.b, light), lit('#5E8A5A', light), 12, 80));
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 4; i++) {
      const y = 860 + row * 50;
      for (const side of [-1, 1])
        b += rect(
          ax + side * (120 + i * 90) - 25,
          y - 60,
          50,
          60,
          lit('#FBF8F1', light),
          ' rx="6"',
        );
    }
  return { defs: s.defs, body: b };
}

export function postPictures(posts: BlogPost[]): { slug: string; pictures: ArtPicture[] }[] {
  return posts.map((p, index) => {
    const rng = rngFor(`post/${p.slug}`);
    const t = `${p.slug} ${p.title}`.toLowerCase();
    const [, topic, view] = POST_TOPICS.find(([re]) => re.test(t)) ?? [/./, 'beach', 0];
    const time: TimeOfDay = /evening|art walk/.test(t)
      ? 'dusk'
      : /wedding/.test(t)
        ? index % 2
          ? 'golden'
          : 'dusk'
        : (['golden', 'noon', 'dawn', 'dusk'] as const)[index % 4]!;
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 2 + 1) % PALETTES.length]!;
    let v: { defs: string; body: string; alt: string };
    if (topic === 'wedding')
      v = {
        ...weddingScene(light, pal, rng, index % 2 === 1),
        alt: 'A flower-decked wedding arch and white chairs on the beach',
      };
    else if (topic === 'beach') {
      const s = landscape('s', 'corridor', light, 0.45, rng);
      v = { ...s, alt: 'A hidden cove between granite headlands, a sailboat at anchor' };
    } else if (topic === 'chef') {
      const tt = tableTop('t', light, pal.wood, 600);
      const s = landscape('s', 'pedregal', light, 0.45, rng, true);
      v = {
        defs: s.defs + tt.defs,
        body:
          s.body +
          tt.body +
          at(560, 820, 1.2, dish('lobster', pal, rng)) +
          at(1100, 800, 1, dish('tasting', pal, rng)) +
          at(1420, 860, 1.1, wineGlass('#E8D8A0')),
        alt: 'A private chef’s dinner laid out on the villa terrace',
      };
    } else v = activityViews(topic, { light, pal, rng })[view] as View;
    return {
      slug: p.slug,
      pictures: [
        artPicture(
          `post/${p.slug}/cover`,
          'cover',
          `${v.alt}, ${WHEN[time].replace(', the windows lit', '')}`,
          svgDoc(v.defs, v.body),
        ),
      ],
    };
  });
}
