import {
  apiErrorSchema,
  apiPath,
  apiPaths,
  mediaAssetSchema,
  mediaMessages,
  mediaPageSchema,
} from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { MOCK_ORIGIN as origin, useMockServer } from './support/mock-server.ts';

// The media library's MSW group in Node: answers in the contract, the server's search rule,
// and bodies refused with the server's messages.
useMockServer();

const get = (path: string) => fetch(`${origin}${path}`);
const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json());
const upload = (file: File) => {
  const body = new FormData();
  body.set('file', file);
  return fetch(`${origin}${apiPaths.adminMedia}`, { method: 'POST', body });
};

describe('media mock handlers', () => {
  it('list newest first, with every state, and search alt text and file names', async () => {
    const all = mediaPageSchema.parse(await (await get(apiPaths.adminMedia)).json());
    const times = all.items.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items.map((m) => [m.status, m.altMissing, m.usable])).toEqual([
      ['processing', true, false],
      ['ready', true, false],
      ['ready', false, true],
    ]);
    const byAlt = mediaPageSchema.parse(
      await (await get(`${apiPaths.adminMedia}?search=BEACH`)).json(),
    );
    expect(byAlt.items.map((m) => m.filename)).toEqual(['sunset-medano.jpg']);
    const byName = mediaPageSchema.parse(
      await (await get(`${apiPaths.adminMedia}?search=arco`)).json(),
    );
    expect(byName.total).toBe(1);
  });

  it('PATCH parses with the contract: alt text makes a ready picture usable, empty alt is refused', async () => {
    const { items } = mediaPageSchema.parse(await (await get(apiPaths.adminMedia)).json());
    const arch = items.find((m) => m.filename === 'el-arco.jpg')!;
    const path = apiPath(apiPaths.adminMediaItem, { id: arch.id });
    const patch = (body: unknown) =>
      fetch(`${origin}${path}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const res = await patch({ alt: 'The arch at Land’s End', focalX: 0.6 });
    expect(mediaAssetSchema.parse(await res.json())).toMatchObject({
      alt: 'The arch at Land’s End',
      focalX: 0.6,
      altMissing: false,
      usable: true,
    });
    const empty = await patch({ alt: ' ' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).errors).toEqual({ alt: [mediaMessages.altRequired] });
    expect((await get(apiPath(apiPaths.adminMediaItem, { id: 'nope' }))).status).toBe(404);
  });

  it('upload answers a processing picture, and refuses a wrong type like the server', async () => {
    const ok = await upload(new File([new Uint8Array(100)], 'pool.jpg', { type: 'image/jpeg' }));
    expect(ok.status).toBe(201);
    expect(mediaAssetSchema.parse(await ok.json())).toMatchObject({
      filename: 'pool.jpg',
      status: 'processing',
      variants: [],
    });
    const text = await upload(new File(['words'], 'notes.txt', { type: 'text/plain' }));
    expect(text.status).toBe(415);
    expect((await errorOf(text)).message).toBe(mediaMessages.unsupportedType);
  });
});
