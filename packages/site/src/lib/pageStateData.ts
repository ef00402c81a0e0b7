import { publicApiPaths, villaSummary, type VillaRecord } from '@cabo/contract';

/**
 * What a rendered page keeps of an API answer where every reader of it reads less than it
 * holds: GET /api/villas answers whole records, while the lists, their filters and search
 * read summaries (`VillaSummary`; each villa's page asks for its own record). The page renders
 * from what is kept, so the server's HTML and the browser's hydration see the same data, and
 * the page state carries a third of the villas' bytes. Server rendering only.
 */
const keptFields: Partial<Record<string, (answer: unknown) => unknown>> = {
  [publicApiPaths.villas]: (villas) => (villas as VillaRecord[]).map(villaSummary),
};

/**
 * The data a rendered page keeps, under the API path's query key, of that path's answer
 * (`?limit=N` answers the same records, fewer of them).
 */
export function pageStateData(path: string, answer: unknown): unknown {
  const keep = keptFields[path.split('?')[0] ?? path];
  return keep ? keep(answer) : answer;
}
