import { apiPaths, villaSummary, type SitePictures, type VillaRecord } from '@cabo/contract';
import { MENU_PICTURES } from './sitePictures.ts';

/**
 * What a rendered page keeps of an API answer where every reader of it reads less than it
 * holds: GET /api/villas answers whole records, while the lists, their filters and search
 * read summaries (`VillaSummary`; each villa's page asks for its own record), and the menu's
 * thumbnails one small size. The page renders from what is kept, so the server's HTML and the browser's hydration see the same
 * data, and the page state carries a third of the villas' bytes. Server rendering only.
 */
const keptFields: Partial<Record<string, (answer: unknown) => unknown>> = {
  [apiPaths.villas]: (villas) => (villas as VillaRecord[]).map(villaSummary),
  // The menu's thumbnails (4rem wide, a phone's half-width tiles in the drawer) sit in
  // closed panels on every page: the narrowest size only, and no blurred placeholder.
  [MENU_PICTURES]: (pictures) =>
    Object.fromEntries(
      Object.entries(pictures as SitePictures).map(([path, p]) => {
        const narrowest = Math.min(...p.variants.map((v) => v.width));
        const variants = p.variants.filter((v) => v.width === narrowest);
        return [path, { ...p, variants, placeholder: null }];
      }),
    ),
};

/** The data a rendered page keeps, under the API path's query key, of that path's answer. */
export function pageStateData(path: string, answer: unknown): unknown {
  const keep = keptFields[path];
  return keep ? keep(answer) : answer;
}
