import type { Adventure } from '@cabo/contract';
import { dish, tableTop, copita, bottle, agaveLeaves, type Dish } from './food.ts';
import {
  H,
  LIGHTS,
  PALETTES,
  TIMES,
  W,
  artPicture,
  at,
  atv,
  between,
  blossoms,
  bubbles,
  cactus,
  camel,
  catamaran,
  circle,
  diver,
  dolphin,
  ellipse,
  fish,
  fishingBoat,
  grad,
  helicopter,
  horseRider,
  lit,
  marlin,
  mix,
  paddler,
  palm,
  parasail,
  path,
  person,
  rect,
  ridge,
  rngFor,
  sailboat,
  surfer,
  svgDoc,
  turtle,
  whaleBreach,
  whaleTail,
  yacht,
  type Light,
  type Palette,
  type Rng,
} from './kit.ts';
import { landscape, lounger, type Setting } from './scenes.ts';
import type { ArtPicture } from './types.ts';
import { WHEN } from './villas.ts';

export interface Ctx {
  light: Light;
  pal: Palette;
  rng: Rng;
}

export type View = { defs: string; body: string; alt: string };
export type Activity =
  | 'sail'
  | 'yacht'
  | 'whale'
  | 'snorkel'
  | 'scuba'
  | 'dolphin'
  | 'fishing'
  | 'helicopter'
  | 'spa'
  | 'atv'
  | 'camel'
  | 'horse'
  | 'zipline'
  | 'turtle'
  | 'surf'
  | 'paddle'
  | 'parasail'
  | 'tequila'
  | 'tacos'
  | 'cooking'
  | 'art';

/** First rule whose word the title (or slug) holds wins: "ATV & Tequila" is an ATV ride. */
const RULES: [Activity, string[]][] = [
  ['whale', ['whale']],
  ['helicopter', ['helicopter']],
  ['spa', ['spa']],
  ['paddle', ['paddle']],
  ['surf', ['surf']],
  ['parasail', ['parasail']],
  ['scuba', ['scuba', 'dive']],
  ['dolphin', ['dolphin']],
  ['turtle', ['turtle']],
  ['camel', ['camel']],
  ['horse', ['horse']],
  ['zipline', ['zipline', 'canopy']],
  ['atv', ['atv', 'rzr']],
  ['tequila', ['tequila', 'mezcal']],
  ['tacos', ['taco', 'street food']],
  ['yacht', ['dinner cruise']],
  ['cooking', ['cooking', 'chef']],
  ['art', ['art town', 'todos santos art', 'gallery']],
  ['fishing', ['fishing', 'marlin']],
  ['snorkel', ['snorkel', 'glass-bottom']],
  ['sail', ['sailing', 'catamaran', 'pirate']],
];

export function activityFor(title: string): Activity {
  const t = title.toLowerCase();
  for (const [a, words] of RULES) if (words.some((w) => t.includes(w))) return a;
  return 'yacht';
}

const white = '#FBF8F1';

function sceneWith(
  place: Setting,
  c: Ctx,
  horizon: number,
  subject: string,
  mirror = false,
): { defs: string; body: string } {
  const s = landscape('s', place, c.light, horizon, c.rng, mirror);
  return { defs: s.defs, body: s.body + subject };
}

/** Close-up backdrop: sky, and sea (or sand) low in the frame. */
function closeUp(
  c: Ctx,
  ground: 'sea' | 'sand' | 'desert',
  y = 720,
): { defs: string; body: string } {
  const { light } = c;
  const defs =
    grad('k', [light.sky[0], light.sky[1]]) +
    grad(
      'm',
      ground === 'sea'
        ? [light.sea[0], light.sea[1]]
        : ground === 'sand'
          ? [lit('#EAD5B0', light), lit('#D9BC8E', light)]
          : [lit('#D9B88A', light), lit('#B98E5E', light)],
    );
  return {
    defs,
    body:
      rect(0, 0, W, y + 2, 'url(#k)') +
      circle(between(c.rng, 200, 1400), 200, 70, light.sun, ' opacity=".9"') +
      rect(0, y, W, H - y, 'url(#m)'),
  };
}

function underwater(c: Ctx, fishCount: number): { defs: string; body: string } {
  const { light, pal, rng } = c;
  const top = light.lit ? '#24507A' : '#4FB3C4';
  const defs = grad('u', [top, mix(top, '#06223A', 0.7)]);
  let body = rect(0, 0, W, H, 'url(#u)');
  for (let i = 0; i < 5; i++) {
    const x = rng() * W;
    body += path(
      `M${Math.round(x)} 0L${Math.round(x - 160)} ${H}H${Math.round(x - 60)}L${Math.round(x + 60)} 0Z`,
      '#FFFFFF',
      ' opacity=".07"',
    );
  }
  body += ridge(rng, 880, 60, mix('#E2CFA3', top, 0.35), { n: 5 });
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 230 + rng() * 80;
    body += ellipse(x, 900, 70 + rng() * 60, 50 + rng() * 40, mix(pal.a, top, 0.3));
    body += circle(x + 30, 850, 30 + rng() * 20, mix(pal.b, top, 0.25));
  }
  for (let i = 0; i < fishCount; i++)
    body += at(
      100 + rng() * 1400,
      150 + rng() * 600,
      0.6 + rng() * 0.8,
      fish(i % 2 ? '#F2B134' : pal.a, '#1B2A3A'),
      rng() < 0.5,
    );
  return { defs, body };
}

export function activityViews(kind: Activity, c: Ctx): [View, View, View] {
  const { light, pal, rng } = c;
  const hull = lit(white, light);
  const dark = lit(pal.c, light);
  const accent = lit(pal.a, light);
  const w = (s: { defs: string; body: string }, alt: string): View => ({ ...s, alt });
  const mirror = rng() < 0.5;
  switch (kind) {
    case 'sail':
      return [
        w(
          sceneWith(
            'medano',
            c,
            0.55,
            at(
              between(rng, 600, 1000),
              660,
              1.9,
              catamaran(hull, lit('#FFFFFF', light), lit(pal.wood, light)),
            ),
            mirror,
          ),
          'A catamaran under sail on Médano Bay, the Arch beyond',
        ),
        w(
          sceneWith(
            'pedregal',
            c,
            0.5,
            path('M160 1000L800 700L1440 1000Z', lit(pal.wood, light)) +
              path(
                'M120 960L800 650L1480 960',
                'none',
                ` stroke="${lit('#E9ECEF', light)}" stroke-width="10"`,
              ) +
              path(
                'M800 700V1000',
                'none',
                ` stroke="${mix(pal.wood, '#000000', 0.25)}" stroke-width="6"`,
              ),
          ),
          'Land’s End and the Arch seen from the bow',
        ),
        w(closeUp(c, 'sea', 820), 'Sails and rigging against the sky'),
      ].map((v, i) =>
        i === 2
          ? { ...v, body: v.body + at(800, 820, 3.4, sailboat(hull, lit('#FFFFFF', light))) }
          : v,
      ) as [View, View, View];
    case 'yacht':
      return [
        w(
          sceneWith(
            'pedregal',
            c,
            0.55,
            at(
              between(rng, 850, 1100),
              680,
              1.7,
              yacht(hull, lit('#E9ECEF', light), lit('#2F4F5F', light)),
            ),
          ),
          'A motor yacht anchored off Land’s End',
        ),
        w(
          sceneWith(
            'corridor',
            c,
            0.55,
            at(800, 690, 0.6, yacht(hull, lit('#E9ECEF', light), lit('#2F4F5F', light))),
            mirror,
          ),
          'A private yacht in Santa María Bay',
        ),
        w(closeUp(c, 'sea', 600), 'Champagne and fruit on the yacht’s deck'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body +
                rect(0, 760, W, 240, lit(pal.wood, light)) +
                at(600, 800, 1.6, copita('#F4D98A')) +
                at(760, 800, 1.6, copita('#F4D98A')) +
                at(1050, 820, 0.9, dish('garden', pal, rng)),
            }
          : v,
      ) as [View, View, View];
    case 'whale':
      return [
        w(
          sceneWith(
            'corridor',
            c,
            0.5,
            at(between(rng, 700, 1000), 720, 2.4, whaleTail(lit('#3C4656', light))) +
              at(1300, 620, 0.4, yacht(hull, hull, dark)),
            mirror,
          ),
          'A humpback whale’s tail rising by the boat',
        ),
        w(
          sceneWith(
            'pedregal',
            c,
            0.5,
            at(1150, 700, 1.3, whaleBreach(lit('#3C4656', light), lit('#C9D2DA', light))),
          ),
          'A humpback breaching off the granite cliffs',
        ),
        w(closeUp(c, 'sea', 640), 'The fluke of a diving whale, water streaming off'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body +
                at(800, 700, 3.2, whaleTail(lit('#3C4656', light))) +
                circle(520, 420, 10, '#FFFFFF', ' opacity=".7"') +
                circle(1100, 380, 12, '#FFFFFF', ' opacity=".7"'),
            }
          : v,
      ) as [View, View, View];
    case 'snorkel': {
      const u1 = underwater(c, 9);
      const u2 = underwater(c, 22);
      return [
        w(
          {
            defs: u1.defs,
            body:
              u1.body +
              rect(0, 0, W, 70, '#FFFFFF', ' opacity=".25"') +
              at(
                800,
                130,
                2,
                path(
                  'M-160 0C-100-20 60-20 120-6L160-30L150 10L120 6C60 20-100 20-160 0Z',
                  accent,
                ) + circle(130, -20, 18, dark),
              ),
          },
          'A snorkeller above coral and tropical fish',
        ),
        w(
          sceneWith(
            'corridor',
            c,
            0.5,
            at(900, 700, 0.5, catamaran(hull, hull, lit(pal.wood, light))),
          ),
          'A boat at anchor in a snorkelling cove',
        ),
        w(u2, 'A school of yellow fish over the reef'),
      ];
    }
    case 'scuba': {
      const u1 = underwater(c, 7);
      const u2 = underwater(c, 14);
      return [
        w(
          {
            defs: u1.defs,
            body:
              u1.body +
              at(800, 480, 2.1, diver(dark, accent)) +
              at(940, 420, 1, bubbles(rng, '#FFFFFF')),
          },
          'A scuba diver gliding over the reef',
        ),
        w(
          {
            defs: u2.defs,
            body:
              u2.body +
              at(
                500,
                760,
                1.4,
                path(
                  'M-200 0C-180-200-40-260 40-240C160-200 200-80 220 0Z',
                  mix('#5A6B70', light.sea[1], 0.3),
                ),
              ),
          },
          'Pelican Rock under water, fish around it',
        ),
        w(
          {
            defs: u1.defs,
            body: u1.body + at(800, 500, 2, turtle(lit('#7A8B4A', light), lit('#B9C38A', light))),
          },
          'A sea turtle swimming past the diver',
        ),
      ];
    }
    case 'dolphin': {
      const u = underwater(c, 5);
      return [
        w(
          sceneWith(
            'medano',
            c,
            0.55,
            at(600, 660, 1.5, dolphin(lit('#5D7183', light))) +
              at(1080, 690, 1.1, dolphin(lit('#5D7183', light))),
          ),
          'Two dolphins leaping in the bay',
        ),
        w(
          {
            defs: u.defs,
            body:
              u.body +
              at(700, 400, 1.6, dolphin('#6C8396')) +
              at(1100, 600, 0.9, person(accent, '#E3B58E')),
          },
          'A swimmer beside a dolphin under water',
        ),
        w(closeUp(c, 'sea', 700), 'A dolphin arcing out of the water'),
      ].map((v, i) =>
        i === 2 ? { ...v, body: v.body + at(800, 640, 2.6, dolphin(lit('#5D7183', light))) } : v,
      ) as [View, View, View];
    }
    case 'fishing':
      return [
        w(
          sceneWith(
            'pedregal',
            c,
            0.55,
            at(between(rng, 850, 1100), 700, 1.7, fishingBoat(hull, lit('#E9ECEF', light), dark)),
          ),
          'A sportfishing boat with outriggers off the cape',
        ),
        w(
          sceneWith('medano', c, 0.38, at(800, 500, 1.2, marlin(lit('#2E4F7A', light))), mirror),
          'A blue marlin leaping from the sea',
        ),
        w(closeUp(c, 'sea', 760), 'A marlin on the line beside the boat'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body +
                at(820, 640, 2.4, marlin(lit('#2E4F7A', light))) +
                path('M1400 0L1000 560', 'none', ` stroke="${dark}" stroke-width="4"`),
            }
          : v,
      ) as [View, View, View];
    case 'helicopter':
      return [
        w(
          sceneWith(
            'pedregal',
            c,
            0.6,
            at(between(rng, 550, 1050), 300, 1.9, helicopter(accent, lit('#BFD8E2', light), dark)),
          ),
          'A helicopter over the Pacific cliffs',
        ),
        w(sceneWith('medano', c, 0.22, ''), 'Médano Bay and the marina seen from the air'),
        w(closeUp(c, 'sea', 860), 'The helicopter banking over the sea'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body: v.body + at(800, 560, 2.8, helicopter(accent, lit('#BFD8E2', light), dark)),
            }
          : v,
      ) as [View, View, View];
    case 'spa': {
      const s = sceneWith('corridor', c, 0.5, '', mirror);
      const t = tableTop('t', light, '#E6DCCB', 700);
      return [
        w(
          {
            defs: s.defs,
            body:
              s.body +
              rect(0, 720, W, 280, lit('#E6DCCB', light)) +
              path('M300 200H1300L1400 300H200Z', lit('#FBF8F1', light)) +
              rect(320, 300, 12, 420, lit(pal.wood, light)) +
              rect(1270, 300, 12, 420, lit(pal.wood, light)) +
              rect(460, 660, 680, 50, lit(pal.b, light)) +
              rect(480, 710, 20, 120, lit(pal.wood, light)) +
              rect(1100, 710, 20, 120, lit(pal.wood, light)),
          },
          'A seaside spa cabana with a massage table',
        ),
        w(
          {
            defs: s.defs + t.defs,
            body:
              s.body +
              t.body +
              [0, 1, 2, 3]
                .map((i) =>
                  ellipse(700 + i * 6, 760 - i * 40, 110 - i * 18, 30, lit('#3C3C44', light)),
                )
                .join('') +
              at(1100, 780, 1, copita(light.glow)) +
              circle(1100, 650, 16, '#FFC96E') +
              at(
                420,
                760,
                0.8,
                blossoms(rng, lit('#F4F0F4', light), lit('#5E8A5A', light), 10, 60),
              ),
          },
          'Warm stones, a candle and orchids on the spa table',
        ),
        w(
          sceneWith('corridor', c, 0.55, at(800, 940, 1.6, lounger(dark, lit(pal.b, light)))),
          'A daybed facing the Sea of Cortez',
        ),
      ];
    }
    case 'atv':
      return [
        w(
          sceneWith(
            'todos-santos',
            c,
            0.45,
            at(between(rng, 550, 1050), 920, 2, atv(accent, lit('#2B2B30', light), dark)),
          ),
          'An ATV crossing the dunes towards the Pacific',
        ),
        w(
          sceneWith(
            'east-cape',
            c,
            0.45,
            at(700, 880, 0.6, atv(accent, '#2B2B30', dark)) +
              ellipse(480, 860, 160, 30, lit('#E8D2A8', light), ' opacity=".7"'),
            mirror,
          ),
          'Riders on a desert track among cardón cactus',
        ),
        w(closeUp(c, 'desert', 720), 'An ATV throwing up sand'),
      ].map((v, i) =>
        i === 2 ? { ...v, body: v.body + at(800, 880, 2.6, atv(accent, '#2B2B30', dark)) } : v,
      ) as [View, View, View];
    case 'camel':
      return [
        w(
          sceneWith(
            'todos-santos',
            c,
            0.5,
            at(between(rng, 550, 1050), 920, 2.3, camel(lit('#A07850', light))),
          ),
          'A camel walking the desert beach',
        ),
        w(
          sceneWith(
            'east-cape',
            c,
            0.5,
            [0, 1, 2]
              .map((i) => at(500 + i * 260, 800, 0.6, camel(lit('#6E5440', light))))
              .join(''),
            mirror,
          ),
          'A camel caravan on the dunes',
        ),
        w(closeUp(c, 'sand', 760), 'A saddled camel resting on the sand'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body +
                at(800, 900, 3, camel(lit('#A07850', light))) +
                rect(690, 480, 160, 40, accent, ' rx="10"'),
            }
          : v,
      ) as [View, View, View];
    case 'horse':
      return [
        w(
          sceneWith(
            'todos-santos',
            c,
            0.5,
            at(between(rng, 550, 1050), 920, 2.2, horseRider(lit('#6E4630', light), dark)),
          ),
          'A rider on horseback along the Pacific surf',
        ),
        w(
          sceneWith(
            'palmilla',
            c,
            0.5,
            [0, 1, 2, 3, 4, 5]
              .map((i) => ellipse(300 + i * 180, 900 - i * 20, 20, 8, lit('#B99A6A', light)))
              .join(''),
            mirror,
          ),
          'Hoofprints on the beach below the palms',
        ),
        w(closeUp(c, 'sand', 760), 'A horse and rider at the water’s edge'),
      ].map((v, i) =>
        i === 2
          ? { ...v, body: v.body + at(780, 920, 2.6, horseRider(lit('#6E4630', light), dark)) }
          : v,
      ) as [View, View, View];
    case 'zipline': {
      const canyon = (cable: string) => {
        const s = closeUp(c, 'desert', 999);
        return {
          defs: s.defs,
          body:
            s.body +
            ridge(rng, 420, 160, lit('#B98E5E', light), { n: 5 }) +
            path('M0 380L520 460L640 1000H0Z', lit('#8A5E3C', light)) +
            path('M1600 360L1080 480L960 1000H1600Z', lit('#9A6A45', light)) +
            path('M640 1000C700 900 900 900 960 1000Z', lit('#6E8B5C', light)) +
            cable,
        };
      };
      const line = path('M0 380L1600 600', 'none', ` stroke="${dark}" stroke-width="5"`);
      return [
        w(
          canyon(line + at(800, 760, 1.6, person(accent, '#E3B58E'))),
          'A zipline rider crossing the canyon',
        ),
        w(
          canyon(
            at(300, 900, 0.8, cactus(lit('#5F7A52', light))) +
              at(1300, 920, 0.9, cactus(lit('#5F7A52', light))),
          ),
          'The canyon of the zipline among cardón cactus',
        ),
        w(
          canyon(
            path('M0 200L1600 420', 'none', ` stroke="${dark}" stroke-width="8"`) +
              at(800, 680, 2.2, person(accent, '#E3B58E')),
          ),
          'A rider on the line, arms wide',
        ),
      ];
    }
    case 'turtle':
      return [
        w(
          sceneWith(
            'todos-santos',
            c,
            0.5,
            [0, 1, 2, 3, 4]
              .map((i) =>
                at(
                  360 + i * 220 + rng() * 60,
                  860 + rng() * 80,
                  0.6,
                  turtle(lit('#5E5A44', light), lit('#8E8A6A', light)),
                ),
              )
              .join(''),
          ),
          'Turtle hatchlings crawling to the sea',
        ),
        w(
          sceneWith(
            'east-cape',
            c,
            0.5,
            at(800, 900, 0.9, person(accent, '#E3B58E')) +
              at(900, 900, 0.6, person(dark, '#E3B58E')),
            mirror,
          ),
          'A family watching the release on the beach',
        ),
        w(closeUp(c, 'sand', 700), 'A hatchling on the sand'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body + at(800, 820, 2.4, turtle(lit('#5E5A44', light), lit('#8E8A6A', light))),
            }
          : v,
      ) as [View, View, View];
    case 'surf': {
      const wave = (x: number, s: number) =>
        at(
          x,
          760,
          s,
          path(
            'M-400 100C-300-60-100-160 60-140C180-120 240-40 200 20C160-20 100-30 60 0C0 50-60 100-400 100Z',
            lit('#2F8FA0', light),
          ) +
            path('M60-140C180-120 240-40 200 20C180-10 150-40 120-50Z', '#FFFFFF', ' opacity=".8"'),
        );
      return [
        w(
          sceneWith('corridor', c, 0.5, wave(900, 1.6) + at(880, 640, 1.3, surfer(accent, dark))),
          'A surfer riding a wave at Costa Azul',
        ),
        w(
          sceneWith('palmilla', c, 0.5, wave(400, 0.8) + wave(1200, 0.6), mirror),
          'Rolling waves along the surf beach',
        ),
        w(closeUp(c, 'sand', 740), 'Surfboards standing in the sand'),
      ].map((v, i) =>
        i === 2
          ? {
              ...v,
              body:
                v.body +
                [0, 1, 2]
                  .map((k) =>
                    at(
                      600 + k * 200,
                      900,
                      1,
                      path(
                        'M-40 0C-60-200-20-380 0-420C20-380 60-200 40 0Z',
                        [accent, lit(pal.b, light), dark][k]!,
                      ),
                    ),
                  )
                  .join(''),
            }
          : v,
      ) as [View, View, View];
    }
    case 'paddle':
      return [
        w(
          sceneWith(
            'corridor',
            c,
            0.5,
            at(between(rng, 600, 1000), 760, 1.9, paddler(accent, dark)),
          ),
          'A paddleboarder on the calm cove',
        ),
        w(
          sceneWith(
            'medano',
            c,
            0.5,
            at(600, 700, 0.5, paddler(accent, dark)) +
              at(900, 720, 0.5, paddler(lit(pal.b, light), dark)),
            mirror,
          ),
          'Two paddleboarders heading for the Arch',
        ),
        w(closeUp(c, 'sea', 600), 'A board gliding over clear water'),
      ].map((v, i) =>
        i === 2 ? { ...v, body: v.body + at(800, 820, 2.6, paddler(accent, dark)) } : v,
      ) as [View, View, View];
    case 'parasail':
      return [
        w(
          sceneWith(
            'medano',
            c,
            0.6,
            at(between(rng, 550, 1050), 170, 1.5, parasail(accent, lit(pal.b, light), dark)) +
              at(1100, 700, 0.3, yacht(hull, hull, dark)),
          ),
          'A parasail high over Médano Bay',
        ),
        w(sceneWith('medano', c, 0.3, '', true), 'The bay and the Arch seen from the parasail'),
        w(closeUp(c, 'sea', 900), 'The striped canopy against the sky'),
      ].map((v, i) =>
        i === 2
          ? { ...v, body: v.body + at(800, 300, 2.4, parasail(accent, lit(pal.b, light), dark)) }
          : v,
      ) as [View, View, View];
    case 'tequila': {
      const field = sceneWith('san-jose', c, 0.42, '');
      let rows = '';
      for (let y = 0; y < 3; y++)
        for (let x = 0; x < 8 - y; x++)
          rows += agaveLeaves(
            100 + x * (200 + y * 30) + (y % 2) * 100,
            740 + y * 110,
            0.6 + y * 0.3,
          );
      rows = path(rows, lit('#6E9A9A', light));
      const t = tableTop('b', light, pal.wood, 680);
      const back = {
        defs: t.defs + grad('w', [lit(pal.c, light), lit(mix(pal.c, '#000000', 0.3), light)]),
        body: rect(0, 0, W, 680, 'url(#w)') + t.body,
      };
      return [
        w({ defs: field.defs, body: field.body + rows }, 'Blue agave fields in rows'),
        w(
          {
            defs: back.defs,
            body:
              back.body +
              [0, 1, 2, 3]
                .map((i) =>
                  at(
                    420 + i * 250,
                    700,
                    1.3,
                    bottle(
                      lit(['#8A5A2E', '#E8D8B0', '#5E4630', '#C9A25A'][i]!, light),
                      lit(pal.b, light),
                    ),
                  ),
                )
                .join(''),
          },
          'Bottles of tequila and mezcal on the bar',
        ),
        w(
          {
            defs: back.defs,
            body:
              back.body +
              at(600, 800, 2, copita('#E8C07A')) +
              at(900, 800, 2, copita('#F3E6C0')) +
              circle(1150, 780, 46, '#9CC25A') +
              ellipse(1150, 840, 80, 20, '#F4F0E6'),
          },
          'Copitas of tequila with lime and salt',
        ),
      ];
    }
    case 'tacos': {
      const street = sceneWith('hillside', c, 0.45, '');
      const flags = [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) =>
          path(
            `M${i * 200 + 20} 80H${i * 200 + 140}V160L${i * 200 + 80} 190L${i * 200 + 20} 160Z`,
            [accent, lit(pal.b, light), lit('#4E9A8A', light), lit('#E8B83A', light)][i % 4]!,
          ),
        )
        .join('');
      const stand =
        rect(420, 520, 760, 300, accent) +
        path('M380 420H1220L1180 520H420Z', lit(pal.b, light)) +
        rect(440, 800, 720, 40, lit(pal.c, light)) +
        circle(520, 860, 40, '#2B2B30') +
        circle(1080, 860, 40, '#2B2B30');
      const t = tableTop('t', light, '#C9A06E', 600);
      return [
        w(
          {
            defs: street.defs,
            body:
              street.body +
              path('M0 90Q800 160 1600 90', 'none', ` stroke="${dark}" stroke-width="3"`) +
              flags +
              stand +
              at(1300, 900, 0.9, person(dark, '#C99A76')),
          },
          'A taco stand under papel picado',
        ),
        w(
          {
            defs: street.defs,
            body:
              street.body +
              path('M0 90Q800 160 1600 90', 'none', ` stroke="${dark}" stroke-width="3"`) +
              flags +
              at(500, 900, 1, person(accent, '#C99A76')) +
              at(700, 900, 1, person(lit(pal.c, light), '#E3B58E')) +
              at(1100, 900, 1, person(lit('#4E9A8A', light), '#C99A76')),
          },
          'The street food walk through town at dusk',
        ),
        w(
          {
            defs: grad('k', [lit(pal.b, light), lit(pal.a, light)]) + t.defs,
            body:
              rect(0, 0, W, 600, 'url(#k)') + t.body + at(800, 800, 1.8, dish('tacos', pal, rng)),
          },
          'Fish tacos with salsa and lime',
        ),
      ];
    }
    case 'cooking': {
      const garden = sceneWith('san-jose', c, 0.4, '');
      let beds = '';
      for (let y = 0; y < 4; y++) {
        beds += rect(0, 690 + y * 80, W, 80, lit(y % 2 ? '#8A6A4A' : '#7A5C40', light));
        for (let x = 0; x < 12; x++)
          beds += circle(
            60 + x * 135 + (y % 2) * 60,
            710 + y * 80,
            18 + y * 6,
            lit(y % 2 ? '#7FA64E' : '#4E7A44', light),
          );
      }
      const t = tableTop('t', light, pal.wood, 620);
      return [
        w(
          {
            defs: garden.defs,
            body:
              garden.body +
              beds +
              at(800, 700, 1.4, person('#FBF8F1', '#C99A76')) +
              rect(440, 620, 720, 30, lit('#FBF8F1', light)) +
              rect(470, 650, 22, 140, lit(pal.wood, light)) +
              rect(1108, 650, 22, 140, lit(pal.wood, light)) +
              ellipse(620, 610, 70, 18, lit(pal.a, light)) +
              circle(980, 596, 26, '#D9473B') +
              circle(1030, 600, 22, '#F2C14E'),
          },
          'A chef at a long farm table between the garden beds',
        ),
        w(
          {
            defs: grad('k', [lit(pal.wall, light), lit(pal.b, light)]) + t.defs,
            body:
              rect(0, 0, W, 620, 'url(#k)') +
              t.body +
              circle(500, 720, 70, '#D9473B') +
              circle(640, 730, 60, '#F2C14E') +
              ellipse(900, 740, 140, 40, '#7FA64E') +
              rect(1100, 690, 240, 30, lit(pal.wood, light), ' rx="8"'),
          },
          'Garden vegetables on the kitchen counter',
        ),
        w(
          {
            defs: grad('k', [lit(pal.b, light), lit(pal.a, light)]) + t.defs,
            body:
              rect(0, 0, W, 620, 'url(#k)') +
              t.body +
              at(800, 800, 1.8, dish('garden' as Dish, pal, rng)),
          },
          'The dish cooked in class',
        ),
      ];
    }
    case 'art': {
      const s = closeUp(c, 'sand', 800);
      let facades = '';
      const colors = [pal.a, pal.b, '#4E9A8A', '#E8B83A', '#C56F7C', '#3D5A80'];
      for (let i = 0; i < 6; i++) {
        const x = i * 270;
        facades +=
          rect(x, 380, 270, 420, lit(colors[(i + Math.floor(rng() * 6)) % 6]!, light)) +
          path(`M${x + 90} 800V620A45 45 0 0 1 ${x + 180} 620V800Z`, lit(pal.c, light)) +
          rect(x + 40, 460, 60, 80, lit('#FFFFFF', light, 0.5)) +
          rect(x + 170, 460, 60, 80, lit('#FFFFFF', light, 0.5));
      }
      return [
        w(
          {
            defs: s.defs,
            body:
              s.body +
              facades +
              at(1300, 830, 0.9, palm(lit('#6E5440', light), lit('#4E7A44', light))),
          },
          'Colourful facades on a Todos Santos street',
        ),
        w(
          {
            defs: s.defs,
            body:
              s.body +
              rect(600, 300, 400, 500, lit('#F4ECDD', light)) +
              path('M560 300L800 180L1040 300Z', lit('#F4ECDD', light)) +
              rect(760, 80, 80, 120, lit('#F4ECDD', light)) +
              path('M740 80L800 20L860 80Z', lit('#F4ECDD', light)) +
              path('M740 800V600A60 60 0 0 1 860 600V800Z', lit(pal.c, light)) +
              at(300, 820, 1, palm(lit('#6E5440', light), lit('#4E7A44', light))),
          },
          'The mission church of Todos Santos',
        ),
        w(
          {
            defs: s.defs,
            body:
              s.body +
              path(
                'M700 900L800 300L900 900',
                'none',
                ` stroke="${lit(pal.wood, light)}" stroke-width="16"`,
              ) +
              rect(580, 340, 440, 340, '#FBF8F1') +
              rect(600, 360, 400, 300, lit(pal.b, light)) +
              circle(760, 460, 50, accent) +
              path('M600 560Q800 500 1000 560V660H600Z', lit('#4E9A8A', light)),
          },
          'A painter’s easel in a gallery courtyard',
        ),
      ];
    }
  }
}

/**
 * Three pictures per adventure: the subject, the view from (or around) it, and a detail. The
 * activity comes from the title's words; time of day and palette rotate among adventures of
 * the same activity so they differ.
 */
export function adventurePictures(
  adventures: Adventure[],
): { slug: string; pictures: ArtPicture[] }[] {
  const seen = new Map<Activity, number>();
  return adventures.map((a, index) => {
    const act = activityFor(`${a.title} ${a.slug}`);
    const nth = seen.get(act) ?? 0;
    seen.set(act, nth + 1);
    const rng = rngFor(`adventure/${a.slug}`);
    const t = a.title.toLowerCase();
    const time = /sunset/.test(t)
      ? 'golden'
      : /sunrise/.test(t)
        ? 'dawn'
        : /dinner|night/.test(t)
          ? 'dusk'
          : TIMES[(nth * 2 + index) % 4]!;
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 5 + nth) % PALETTES.length]!;
    const drawn = activityViews(act, { light, pal, rng });
    const named = drawn.map((v, i) => ({ v, role: ['activity', 'view', 'detail'][i]! }));
    // Every other adventure of one activity opens on its view, so their covers differ.
    const ordered = nth % 2 ? [named[1]!, named[0]!, named[2]!] : named;
    return {
      slug: a.slug,
      pictures: ordered.map(({ v, role }) =>
        artPicture(
          `adventure/${a.slug}/${role}`,
          role,
          `${v.alt}, ${WHEN[time]}`,
          svgDoc(v.defs, v.body),
        ),
      ),
    };
  });
}
