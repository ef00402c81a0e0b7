import type { RealEstateListing } from '@cabo/contract';
import type { ResortEntry } from '../catalogue.ts';
import {
  LIGHTS,
  PALETTES,
  artPicture,
  at,
  rngFor,
  svgDoc,
  type Light,
  type Palette,
  type Rng,
} from './kit.ts';
import {
  bedroom,
  building,
  landscape,
  livingRoom,
  poolScene,
  settingFor,
  timeFor,
  type Architecture,
  type PoolShape,
  type RoomOpts,
  type Setting,
} from './scenes.ts';
import type { ArtPicture } from './types.ts';
import { FACING, PLACE, WHEN, architectureFor } from './villas.ts';

function exterior(
  setting: Setting,
  light: Light,
  archi: Architecture,
  units: number,
  floors: number,
  pal: Palette,
  rng: Rng,
  mirror: boolean,
  massing: 'terraced' | 'slab' | 'casitas' = 'terraced',
): string {
  const terraced = massing === 'terraced';
  const sc = landscape('e', setting, light, 0.42 + rng() * 0.12, rng, mirror);
  const span = sc.x1 - sc.x0;
  // As wide as the place allows, never out of the top of the frame.
  const scale = Math.min(
    1.3,
    Math.max(0.55, span / (units * 120 + 100)),
    (sc.groundY - 60) / (floors * 120 + 40),
  );
  const cx = (sc.x0 + sc.x1) / 2;
  let body = sc.body;
  if (massing === 'casitas') {
    // Small resorts: separate casitas scattered along the shore or down the slope.
    const n = 5;
    for (let i = 0; i < n; i++) {
      const x = sc.x0 + (span * (i + 0.5)) / n;
      body += at(
        x,
        sc.groundY + (i % 2) * 24,
        Math.min(0.9, span / 420),
        building(archi, 2, 1, pal, light, rng),
      );
    }
    return svgDoc(sc.defs, body);
  }
  // A large resort gets a second, lower wing behind the main block.
  if (units >= 6 && terraced)
    body += at(
      cx + (mirror ? -1 : 1) * span * 0.32,
      sc.groundY - 10,
      scale * 0.7,
      building(archi, Math.ceil(units / 2), Math.max(1, floors - 1), pal, light, rng),
    );
  body += at(cx, sc.groundY, scale, building(archi, units, floors, pal, light, rng, terraced));
  return svgDoc(sc.defs, body);
}

function poolFor(text: string, nth: number): PoolShape {
  const t = text.toLowerCase();
  if (/reflecting|lap/.test(t)) return 'lap';
  if (/infinity|plunge|cliff/.test(t)) return 'infinity';
  if (/swim-up|swim-out|pools|family|kids/.test(t)) return 'freeform';
  return (['rectangle', 'freeform', 'infinity'] as const)[nth % 3]!;
}

/**
 * Three pictures per resort: the buildings in their setting (massing from the room count,
 * architecture from the description), the pool, and a room with its view.
 */
export function resortPictures(resorts: ResortEntry[]): { slug: string; pictures: ArtPicture[] }[] {
  const seen = new Map<Setting, number>();
  return resorts.map((resort, index) => {
    const text = `${resort.description} ${resort.subtitle} ${resort.location}`;
    const setting = settingFor(text);
    const nth = seen.get(setting) ?? 0;
    seen.set(setting, nth + 1);
    const rng = rngFor(`resort/${resort.slug}`);
    const t = resort.description.toLowerCase();
    const archi: Architecture = /whitewashed|white|minimalism|mid-century|contemporary/.test(t)
      ? 'modern'
      : architectureFor(text, setting, nth + 1);
    const time = timeFor(setting, resort.description, nth + index);
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 2 + nth) % PALETTES.length]!;
    const units = Math.min(10, Math.max(4, Math.round(resort.rooms / 45) + 3));
    // Massing from the room count: casitas for the intimate resorts, a long slab for the largest.
    const massing = resort.rooms < 100 ? 'casitas' : resort.rooms >= 300 ? 'slab' : 'terraced';
    const floors = Math.min(5, Math.max(2, Math.ceil(resort.rooms / 110) + 1));
    const shape = poolFor(resort.description, nth);
    const o: RoomOpts = { id: 'a', setting, light, pal, archi, rng };
    const pool = poolScene(o, shape, 0.3 + rng() * 0.1);
    const key = (role: string) => `resort/${resort.slug}/${role}`;
    const place = PLACE[setting];
    const when = WHEN[time];
    const style =
      archi === 'modern'
        ? 'white modern'
        : archi === 'hacienda'
          ? 'hacienda-style'
          : 'palapa-roofed';
    return {
      slug: resort.slug,
      pictures: [
        artPicture(
          key('exterior'),
          'exterior',
          `The ${style} buildings of ${resort.name} ${place}, ${when}`,
          exterior(setting, light, archi, units, floors, pal, rng, nth % 2 === 1, massing),
        ),
        artPicture(
          key('pool'),
          'pool',
          `The pool of ${resort.name}, with loungers and umbrellas, ${FACING[setting]}, ${when}`,
          svgDoc(pool.defs, pool.body),
        ),
        artPicture(
          key('room'),
          'room',
          `A suite at ${resort.name}, its window ${FACING[setting]}, ${when}`,
          svgDoc('', bedroom({ ...o, id: 'b' })),
        ),
      ],
    };
  });
}

/** The property of each real-estate listing: the house, its pool and a room or its view. */
export function realEstatePictures(
  listings: RealEstateListing[],
): { slug: string; pictures: ArtPicture[] }[] {
  return listings.map((l, index) => {
    const text = `${l.location} ${l.title} ${l.description}`;
    const setting = settingFor(l.location);
    const rng = rngFor(`real-estate/${l.id}`);
    const condo = /condo/i.test(l.title);
    const single = /single-level/i.test(l.description);
    const archi: Architecture = condo ? 'modern' : architectureFor(text, setting, index);
    const time = timeFor(setting, l.description, index);
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 3 + 2) % PALETTES.length]!;
    const o: RoomOpts = { id: 'a', setting, light, pal, archi, rng };
    const key = (role: string) => `real-estate/${l.id}/${role}`;
    const pool = poolScene(
      o,
      /infinity/i.test(l.features.join(' ')) ? 'infinity' : condo ? 'freeform' : 'rectangle',
      0.34,
    );
    const units = condo ? 4 : Math.max(3, l.beds);
    const floors = condo ? 6 : single ? 1 : 2;
    const what = condo
      ? `A ${l.beds}-bedroom condo tower`
      : `A ${l.beds}-bedroom ${single ? 'single-level ' : ''}home`;
    const when = WHEN[time];
    return {
      slug: String(l.id),
      pictures: [
        artPicture(
          key('exterior'),
          'exterior',
          `${what} ${PLACE[setting]}, ${when}`,
          exterior(
            setting,
            light,
            archi,
            units,
            floors,
            pal,
            rng,
            index % 2 === 1,
            condo ? 'slab' : 'terraced',
          ),
        ),
        artPicture(
          key('pool'),
          'pool',
          `The property’s pool and deck, ${FACING[setting]}, ${when}`,
          svgDoc(pool.defs, pool.body),
        ),
        artPicture(
          key('living-room'),
          'living-room',
          `The living room, its window ${FACING[setting]}, ${when}`,
          svgDoc('', livingRoom({ ...o, id: 'l' })),
        ),
      ],
    };
  });
}
