import { apiPaths, type HealthResponse } from '@cabo/contract';
import { http, HttpResponse } from 'msw';
import { internalError } from './auth.ts';
import { pendingForever } from './pending.ts';

/** Handler groups: `health` is the default; stories swap in `healthDown` or `healthSlow`. */
export const health = [
  http.get(apiPaths.health, () => HttpResponse.json<HealthResponse>({ ok: true, db: 'pglite' })),
];

export const healthDown = [http.get(apiPaths.health, internalError)];

export const healthSlow = [http.get(apiPaths.health, pendingForever)];
