import { z } from 'zod';
import { pageNumberParam, safeText } from './fields.ts';

// The paging and search every admin list shares (the dashboard's lists, the media library's,
// the studio's): a module of their own, so a public page that reads a picture's schema
// (media.ts) builds none of the dashboard's record schemas (admin.ts).

/** Rows per page when the request names none, and the most one page may hold. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

const pageSize = z.coerce
  .number({ error: `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}` })
  .int(`Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .min(1, `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .max(ADMIN_MAX_PAGE_SIZE, `Page size must be from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
  .default(ADMIN_PAGE_SIZE);

/** Case-insensitive "contains"; empty searches everything. */
export const adminSearchParam = safeText('Search must be text')
  .trim()
  .max(200, 'Search must be at most 200 characters')
  .default('');

export const adminPaging = { page: pageNumberParam, pageSize };

/** The paging and search every admin list shares (the media library's too). */
export { pageSize as adminPageSizeParam };
