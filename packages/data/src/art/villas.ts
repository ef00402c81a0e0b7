import type { VillaDetail } from '@cabo/contract';
import {
  H,
  LIGHTS,
  PALETTES,
  W,
  artPicture,
  at,
  blossoms,
  lit,
  mix,
  path,
  r,
  rect,
  rngFor,
  svgDoc,
  type Rng,
} from './kit.ts';
import { wineGlass } from './food.ts';
import type { ArtPicture } from './types.ts';
import {
  bedroom,
  building,
  landscape,
  livingRoom,
  namedTime,
  plant,
  poolScene,
  settingFor,
  terrace,
  timeFor,
  type Architecture,
  type PoolShape,
  type RoomOpts,
  type Setting,
} from './scenes.ts';

export const PLACE: Record<Setting, string> = {
  pedregal: 'on the Pedregal cliffs above the Pacific, El Arco offshore',
  medano: 'behind Médano Beach, the Arch across the bay',
  corridor: 'above a rocky cove on the Sea of Cortez',
  palmilla: 'on the palm-lined beach at Palmilla',
  'san-jose': 'among the palms of the San José del Cabo estuary',
  golf: 'on the fairways of Puerto Los Cabos above the Sea of Cortez',
  hillside: 'on the hillside above Cabo San Lucas bay',
  'todos-santos': 'among the palms and dunes of Todos Santos',
  'east-cape': 'on the empty beaches of the East Cape',
};

/** What a pool, terrace or window of the place faces. */
export const FACING: Record<Setting, string> = {
  pedregal: 'facing the Pacific and El Arco',
  medano: 'facing Médano Bay and the Arch',
  corridor: 'facing a rocky cove of the Sea of Cortez',
  palmilla: 'facing the palm-lined beach at Palmilla',
  'san-jose': 'facing the palms and mountains of San José del Cabo',
  golf: 'facing the Sea of Cortez over the fairways',
  hillside: 'facing Cabo San Lucas bay and Land’s End',
  'todos-santos': 'facing the Pacific surf at Todos Santos',
  'east-cape': 'facing the empty beaches of the East Cape',
};

export const WHEN: Record<keyof typeof LIGHTS, string> = {
  dawn: 'at dawn',
  noon: 'at midday',
  golden: 'in the golden hour',
  dusk: 'at dusk',
  night: 'at night, the windows lit',
};

const ARCHI_WORD: Record<Architecture, string> = {
  modern: 'White modern',
  hacienda: 'Tile-roofed hacienda-style',
  palapa: 'Palapa-roofed',
};

/** Architectures a place tends to, in order of preference. */
const ARCHI_BY_PLACE: Record<Setting, Architecture[]> = {
  pedregal: ['modern', 'hacienda', 'modern'],
  medano: ['hacienda', 'modern', 'palapa'],
  corridor: ['modern', 'palapa', 'hacienda'],
  palmilla: ['hacienda', 'palapa', 'modern'],
  'san-jose': ['hacienda', 'modern', 'palapa'],
  golf: ['modern', 'hacienda', 'palapa'],
  hillside: ['hacienda', 'modern', 'palapa'],
  'todos-santos': ['hacienda', 'palapa', 'modern'],
  'east-cape': ['palapa', 'modern', 'hacienda'],
};

export function architectureFor(text: string, setting: Setting, nth: number): Architecture {
  const t = text.toLowerCase();
  if (t.includes('palapa')) return 'palapa';
  if (/hacienda|colou?rful|courtyard/.test(t)) return 'hacienda';
  if (/glass|granite|minimal|contemporary/.test(t)) return 'modern';
  const options = ARCHI_BY_PLACE[setting];
  return options[nth % options.length]!;
}

function poolShapeFor(amenities: string[], nth: number): PoolShape {
  const a = amenities.join(' ').toLowerCase();
  if (/infinity|glass-edge/.test(a)) return nth % 2 ? 'rectangle' : 'infinity';
  if (a.includes('lap pool')) return 'lap';
  if (/kids|swim-up/.test(a)) return 'freeform';
  return (['rectangle', 'freeform', 'lap'] as const)[nth % 3]!;
}

const POOL_WORD: Record<PoolShape, string> = {
  infinity: 'Infinity pool',
  rectangle: 'Long rectangular pool',
  freeform: 'Curving freeform pool',
  lap: 'Lap pool',
};

/** The view from the villa, framed by the terrace edge and bougainvillea. */
function viewPicture(o: RoomOpts, rng: Rng): string {
  const sc = landscape(`${o.id}x`, o.setting, o.light, 0.4 + rng() * 0.1, rng, rng() < 0.5);
  const ledge = lit(o.pal.wall, o.light, 0.8);
  const flip = rng() < 0.5;
  const side = (x: number) => (flip ? W - x : x);
  const body =
    sc.body +
    rect(0, H - 150, W, 150, ledge) +
    rect(0, H - 150, W, 14, lit(mix(o.pal.wall, '#FFFFFF', 0.5), o.light, 0.8)) +
    at(side(200), H - 150, 1, plant(lit(o.pal.a, o.light, 0.7), lit('#4E7A44', o.light, 0.7))) +
    at(side(1300), H - 150, 0.9, wineGlass('#E8D8A0')) +
    at(side(1390), H - 150, 0.9, wineGlass('#E8D8A0')) +
    path(
      flip ? `M${W} 0C1400 120 1300 160 1180 140` : 'M0 0C200 120 300 160 420 140',
      'none',
      ` stroke="${lit('#5E4A36', o.light, 0.6)}" stroke-width="10"`,
    ) +
    at(
      side(260),
      110,
      1.2,
      blossoms(rng, lit('#C7367A', o.light, 0.6), lit('#4E7A44', o.light, 0.6), 16, 120),
    );
  return svgDoc(sc.defs, body);
}

/**
 * Six pictures per villa. Setting from location + address; architecture from the description
 * (or the place's usual style, rotated among villas of one place); size from bedrooms; time of
 * day from the description's words (sunrise, sunset, fire pit) or the coast's orientation;
 * palette and pool rotated per place so neighbours differ.
 */
export function villaPictures(villas: VillaDetail[]): { slug: string; pictures: ArtPicture[] }[] {
  const seen = new Map<Setting, number>();
  const unnamed = new Map<Setting, number>();
  return villas.map((v, index) => {
    const text = `${v.location} ${v.address}`;
    const setting = settingFor(text);
    const nth = seen.get(setting) ?? 0;
    seen.set(setting, nth + 1);
    const rng = rngFor(`villa/${v.slug}`);
    const about = `${v.description} ${v.amenities.join(' ')}`;
    const archi = architectureFor(about, setting, nth);
    const k = namedTime(about) ? 0 : (unnamed.get(setting) ?? 0);
    if (!namedTime(about)) unnamed.set(setting, k + 1);
    const time = timeFor(setting, about, k);
    const light = LIGHTS[time];
    const pal = PALETTES[(index * 3 + nth) % PALETTES.length]!;
    const shape = poolShapeFor(v.amenities, nth);
    const o: RoomOpts = { id: 'a', setting, light, pal, archi, rng };
    const key = (role: string) => `villa/${v.slug}/${role}`;

    const ext = landscape('e', setting, light, 0.42 + rng() * 0.14, rng, nth % 2 === 1);
    const units = Math.max(2, Math.round(v.bedrooms * 0.75));
    const floors = v.bedrooms >= 6 ? 3 : 2;
    const span = ext.x1 - ext.x0;
    const scale = Math.min(
      1.35,
      span / (units * 120 + 100),
      (ext.groundY - 60) / (floors * 120 + 40),
    );
    const exterior = svgDoc(
      ext.defs,
      ext.body +
        at(
          (ext.x0 + ext.x1) / 2,
          ext.groundY,
          scale,
          building(archi, units, floors, pal, light, rng),
        ),
    );

    const pool = poolScene(o, shape, 0.34 + rng() * 0.1);
    const ter = terrace(o, 0.5 + rng() * 0.08);
    const place = PLACE[setting];
    const when = WHEN[time];
    const pictures: ArtPicture[] = [
      artPicture(
        key('exterior'),
        'exterior',
        `${ARCHI_WORD[archi]} ${v.bedrooms}-bedroom villa ${place}, ${when}`,
        exterior,
      ),
      artPicture(
        key('pool'),
        'pool',
        `${POOL_WORD[shape]} with loungers and a ${pal.name} umbrella, ${FACING[setting]}, ${when}`,
        svgDoc(pool.defs, pool.body),
      ),
      artPicture(
        key('living-room'),
        'living-room',
        `Living room with a ${pal.name} sofa before a wide window ${FACING[setting]}, ${when}`,
        svgDoc('', livingRoom({ ...o, id: 'l' })),
      ),
      artPicture(
        key('bedroom'),
        'bedroom',
        `Bedroom with a ${pal.name} throw on the bed and a window to the view, ${when}`,
        svgDoc('', bedroom({ ...o, id: 'b' })),
      ),
      artPicture(
        key('terrace'),
        'terrace',
        `Terrace with loungers and bougainvillea ${FACING[setting]}, ${when}`,
        svgDoc(ter.defs, ter.body),
      ),
      artPicture(
        key('view'),
        'view',
        `The view from the villa’s ledge, ${FACING[setting]}, ${when}`,
        viewPicture({ ...o, id: 'w' }, rng),
      ),
    ];
    return { slug: v.slug, pictures };
  });
}

export { r };
