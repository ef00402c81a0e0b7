import { apiPaths, type ApiError, type HealthResponse } from '@cabo/contract';
import { delay, http, HttpResponse } from 'msw';

/** Handler groups: `health` is the default; stories swap in `healthDown` or `healthSlow`. */
export const health = [
  http.get(apiPaths.health, () => HttpResponse.json<HealthResponse>({ ok: true, db: 'pglite' })),
];

export const healthDown = [
  http.get(apiPaths.health, () =>
    HttpResponse.json<ApiError>(
      { message: 'Internal server error', code: 'internal_error' },
      { status: 500 },
    ),
  ),
];

export const healthSlow = [
  http.get(apiPaths.health, async () => {
    await delay('infinite');
    return HttpResponse.json<HealthResponse>({ ok: true, db: 'pglite' });
  }),
];
