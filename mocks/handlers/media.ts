import {
  apiPaths,
  mediaFileProblem,
  mediaMessages,
  mediaUpdateSchema,
  mediaVariantPath,
  MEDIA_MAX_UPLOAD_BYTES,
  type MediaAsset,
  type MediaPage,
  type MediaVariant,
} from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiError, internalError, parseRequest } from './auth.ts';

// The media library's API as the server answers it (docs/media.md). The ready pictures'
// variants are real files under mocks/public/media, so stories load them like a page would.

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function variants(id: string, height: number): MediaVariant[] {
  return [480, 960].flatMap((width) =>
    (['avif', 'webp', 'jpg'] as const).map((format) => ({
      width,
      height: Math.round((height * width) / 1200),
      format,
      url: mediaVariantPath(id, width, format),
    })),
  );
}

function asset(
  id: string,
  fields: Partial<MediaAsset> & Pick<MediaAsset, 'filename' | 'createdAt'>,
): MediaAsset {
  const alt = fields.alt ?? null;
  const status = fields.status ?? 'ready';
  return {
    id,
    contentType: 'image/jpeg',
    bytes: 2_400_000,
    width: 960,
    height: 640,
    status,
    url: mediaVariantPath(id, 960, 'jpg'),
    variants: status === 'ready' ? variants(id, 800) : [],
    placeholder: null,
    caption: null,
    focalX: 0.5,
    focalY: 0.5,
    ...fields,
    alt,
    altMissing: !alt,
    usable: status === 'ready' && Boolean(alt),
    updatedAt: fields.createdAt,
  };
}

/** Three pictures: described, waiting for alt text, and still processing; newest first. */
export const mediaFixtures: MediaAsset[] = [
  asset('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e03', {
    filename: 'villa-pool.jpg',
    createdAt: at(21),
    status: 'processing',
  }),
  asset('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e02', {
    filename: 'el-arco.jpg',
    createdAt: at(20),
    focalX: 0.7,
    focalY: 0.4,
    placeholder:
      'data:image/webp;base64,UklGRo4AAABXRUJQVlA4WAoAAAAQAAAADwAACgAAQUxQSCYAAAABJ0CQbeMPOZPt14iI+CcwDcnKU4ghgmYV8rfqL4CI/ueevIGuAVZQOCBCAAAAEAIAnQEqEAALAAOAWiWwAnQBCpPMqyhAAAD+9NObYed3yAG5NGO85v40+1BQjGGumDJu4I9FwpKJXEiybBLYkwAA',
  }),
  asset('5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e01', {
    filename: 'sunset-medano.jpg',
    createdAt: at(19),
    alt: 'Sun setting over the sea at Medano Beach',
    caption: 'Medano Beach at dusk',
    placeholder:
      'data:image/webp;base64,UklGRn4AAABXRUJQVlA4WAoAAAAQAAAADwAACgAAQUxQSBMAAAABD3Dr/4iIIBZM8pfeG0JE/5MGAFZQOCBEAAAAMAIAnQEqEAALAAOAWiWwAnR/ABgW8l9pAAAA/vHG8+h2gTLCa3ZhpAh8okdVo7BVXuszpSr8AL42tXCHoDCIP8qcyAA=',
  }),
];

function page(items: MediaAsset[], url: URL): MediaPage {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const found = items.filter(
    (m) =>
      search === '' ||
      m.filename.toLowerCase().includes(search) ||
      (m.alt ?? '').toLowerCase().includes(search),
  );
  return { items: found, total: found.length, page: 1, pageSize: 20 };
}

/**
 * The default media handlers: the fixtures, an upload that answers a processing picture
 * (refusing a wrong type or a file over the limit as the server does), and PATCH.
 */
export function mediaHandlers(items: MediaAsset[] = mediaFixtures): HttpHandler[] {
  const byId = (id: unknown) => items.find((m) => m.id === id);
  return [
    http.get(apiPaths.adminMedia, ({ request }) =>
      HttpResponse.json<MediaPage>(page(items, new URL(request.url))),
    ),
    http.get(apiPaths.adminMediaItem, ({ params }) => {
      const found = byId(params.id);
      return found ? HttpResponse.json(found) : apiError(404, 'not_found', mediaMessages.notFound);
    }),
    http.patch(apiPaths.adminMediaItem, async ({ request, params }) => {
      const found = byId(params.id);
      if (!found) return apiError(404, 'not_found', mediaMessages.notFound);
      const parsed = await parseRequest(request, mediaUpdateSchema);
      if (!parsed.ok) return parsed.response;
      const alt = parsed.data.alt ?? found.alt;
      return HttpResponse.json<MediaAsset>({
        ...found,
        ...parsed.data,
        caption: parsed.data.caption ?? found.caption,
        alt,
        altMissing: !alt,
        usable: found.status === 'ready' && Boolean(alt),
      });
    }),
    http.post(apiPaths.adminMedia, async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof File)) {
        return apiError(400, 'validation_failed', mediaMessages.fileRequired, {
          file: [mediaMessages.fileRequired],
        });
      }
      const problem = mediaFileProblem(file);
      if (problem) {
        const status = file.size > MEDIA_MAX_UPLOAD_BYTES ? 413 : 415;
        return apiError(status, status === 413 ? 'payload_too_large' : 'unsupported_media_type', problem);
      }
      const created = asset(crypto.randomUUID(), {
        filename: file.name,
        createdAt: new Date().toISOString(),
        status: 'processing',
        bytes: file.size,
      });
      return HttpResponse.json<MediaAsset>(created, { status: 201 });
    }),
  ];
}

export const media = mediaHandlers();

/** Uploads never finish (a story of the uploading state). */
export const mediaUploadPending: HttpHandler[] = [
  http.post(apiPaths.adminMedia, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  }),
];

export const mediaError: HttpHandler[] = [
  http.get(apiPaths.adminMedia, internalError),
  http.post(apiPaths.adminMedia, internalError),
  http.patch(apiPaths.adminMediaItem, internalError),
];
