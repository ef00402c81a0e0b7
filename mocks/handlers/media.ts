import {
  apiPaths,
  mediaFileProblem,
  mediaMessages,
  mediaUpdateSchema,
  MEDIA_MAX_UPLOAD_BYTES,
  type MediaAsset,
  type MediaPage,
} from '@cabo/contract';
import { mediaFixtures, mediaSample } from '@cabo/data/media-samples';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiError, internalError, parseRequest } from './auth.ts';
import { pendingForever } from './pending.ts';

// The media library's API as the server answers it (docs/media.md), over the sample
// pictures of @cabo/data (their variants are real files under mocks/public/media).

export { mediaFixtures };

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
        return apiError(
          status,
          status === 413 ? 'payload_too_large' : 'unsupported_media_type',
          problem,
        );
      }
      const created = mediaSample(crypto.randomUUID(), {
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
export const mediaUploadPending: HttpHandler[] = [http.post(apiPaths.adminMedia, pendingForever)];

export const mediaError: HttpHandler[] = [
  http.get(apiPaths.adminMedia, internalError),
  http.post(apiPaths.adminMedia, internalError),
  http.patch(apiPaths.adminMediaItem, internalError),
];
