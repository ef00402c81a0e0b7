import Router from '@koa/router';
import {
  apiPaths,
  type HealthResponse,
  type LivenessResponse,
  type ReadinessResponse,
} from '@cabo/contract';
import type { Database } from '../db/knex.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.ts';

/** A readiness probe waits this long for the database before it calls it unreachable. */
const READY_QUERY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_QUERY_TIMEOUT_MS);
  });
  const query = db.knex.raw('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRouter(db: Database, lifecycle: Lifecycle): Router {
  const router = new Router();
  router.get(apiPaths.health, async (ctx) => {
    // A real round trip, so a dead database shows here.
    await db.knex.raw('select 1');
    const body: HealthResponse = { ok: true, db: db.kind };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  // Liveness never touches the database: an outage is not a reason to restart the process.
  router.get(apiPaths.healthLive, (ctx) => {
    const body: LivenessResponse = { live: true };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  router.get(apiPaths.healthReady, async (ctx) => {
    const checks = { started: lifecycle.started, draining: lifecycle.draining, database: false };
    if (checks.started && !checks.draining) checks.database = await databaseAnswers(db);
    const body: ReadinessResponse = {
      ready: checks.started && !checks.draining && checks.database,
      checks,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = body.ready ? 200 : 503;
    ctx.body = body;
  });
  return router;
}
