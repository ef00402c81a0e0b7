import {
  adminListSearch,
  apiPath,
  apiPaths,
  mediaAssetSchema,
  mediaPageSchema,
  type MediaAsset,
  type MediaDetails,
  type MediaPage,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import type { MediaPickerSource, MediaUploadFn } from '@cabo/ui';
import { useAdminList } from './get-admin-list.ts';

export const MEDIA_PAGE_SIZE = 24;

/** One page of the library, newest first (GET /api/admin/media). */
export const useMediaPage = (query: { page: number; search: string }) =>
  useAdminList<MediaPage>(apiPaths.adminMedia, {
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
    ...(query.search ? { search: query.search } : {}),
  });

/**
 * POST /api/admin/media with the file as multipart `file`. XMLHttpRequest rather than fetch:
 * only it reports an upload's progress in every browser. A refusal of the file itself (400,
 * 413, 415) is not worth a retry; anything else is.
 */
export const uploadMedia: MediaUploadFn = (file, onProgress) =>
  new Promise<MediaAsset>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.adminMedia);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) return resolve(mediaAssetSchema.parse(body));
      const message = body?.message ?? `${xhr.status}: ${xhr.statusText}`;
      reject(Object.assign(new Error(message), { retryable: xhr.status >= 500 }));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server'));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });

/** PATCH /api/admin/media/:id: alt text, caption, focal point; answers the picture. */
export const saveMediaDetails = (id: string, details: MediaDetails) =>
  api
    .patch(apiPath(apiPaths.adminMediaItem, { id }), { json: details })
    .json()
    .then((body) => mediaAssetSchema.parse(body));

/** GET /api/admin/media/:id: one picture. */
export const getMedia = (id: string) =>
  api
    .get(apiPath(apiPaths.adminMediaItem, { id }))
    .json()
    .then((body) => mediaAssetSchema.parse(body));

/**
 * The media library as a listing's gallery field reads and writes it (FormGalleryField):
 * pages of the library, one picture by id, uploads with progress, and a picture's details.
 */
export const mediaPickerSource: MediaPickerSource = {
  list: ({ page, search }) =>
    api
      .get(
        `${apiPaths.adminMedia}${adminListSearch({
          page,
          pageSize: MEDIA_PAGE_SIZE,
          ...(search ? { search } : {}),
        })}`,
      )
      .json()
      .then((body) => mediaPageSchema.parse(body)),
  get: getMedia,
  upload: uploadMedia,
  saveDetails: saveMediaDetails,
};
