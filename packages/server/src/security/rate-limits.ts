import { authMessages } from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { SecurityConfig } from '../config.ts';
import { groupCommit } from '../db/group-commit.ts';
import { HttpError } from '../errors.ts';
import { poolExecutor } from './sql.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface RateLimiters {
  /** Failed logins per username + client address. */
  login: RateLimiterPostgres;
  /** State-changing API requests per client address. */
  posts: PointsLimiter;
}

/** Counts one point per call and key; rejects with a RateLimiterRes once over the limit. */
export interface PointsLimiter {
  consume(key: string): Promise<void>;
}

/**
 * A limit counted in the same `rate_limits` rows as rate-limiter-flexible's Postgres store
 * (key `{prefix}:{key}`, points, expire in epoch ms), shared by every instance, but written
 * by group commit: the calls that arrive together add their points in one statement. Every
 * public POST passes here, so under load one upsert per request was a round trip and a
 * commit each.
 */
export function groupedPointsLimiter(
  knex: Knex,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): PointsLimiter {
  const { keyPrefix, points: limit, durationSeconds } = options;
  const count = groupCommit(
    async (keys: readonly string[]): Promise<Array<{ points: number; expire: number }>> => {
      // One row per key (an upsert may not touch a row twice), and each call its own count.
      const added = new Map<string, number>();
      const nth = keys.map((key) => {
        const n = (added.get(key) ?? 0) + 1;
        added.set(key, n);
        return n;
      });
      const now = Date.now();
      const { rows } = (await knex.raw(
        `insert into rate_limits (key, points, expire)
        select key, points, ? from json_to_recordset(?::json) as r (key text, points integer)
        on conflict (key) do update set
          points = case when rate_limits.expire <= ? then excluded.points
            else rate_limits.points + excluded.points end,
          expire = case when rate_limits.expire <= ? then excluded.expire
            else rate_limits.expire end
        returning key, points, expire`,
        [
          now + durationSeconds * 1000,
          JSON.stringify([...added].map(([key, n]) => ({ key: `${keyPrefix}:${key}`, points: n }))),
          now,
          now,
        ],
      )) as { rows: Array<{ key: string; points: number; expire: string | number }> };
      const totals = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key, i) => {
        const row = totals.get(`${keyPrefix}:${key}`)!;
        // The calls of this batch for the key took its last points, in arrival order.
        return { points: row.points - added.get(key)! + nth[i]!, expire: Number(row.expire) };
      });
    },
    { maxBatch: 256, maxWriters: 2 },
  );
  return {
    async consume(key) {
      const { points, expire } = await count(key);
      if (points > limit) {
        throw new RateLimiterRes(0, Math.max(0, expire - Date.now()), points);
      }
    },
  };
}

/**
 * Limiters stored in the `rate_limits` table (migration 0101), through knex's pool as a
 * pg-style client: the 'knex' store type breaks PGlite's connection (docs/architecture.md, "Database"). No
 * insurance limiter: a database failure is an error, not a silently different limit.
 */
export function createRateLimiters(knex: Knex, limits: SecurityConfig['rateLimits']): RateLimiters {
  const execute = poolExecutor(knex);
  const common = {
    storeClient: { query: (q: { text: string; values?: unknown[] }) => execute(q.text, q.values) },
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
  };
  return {
    login: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login',
      points: limits.loginFailures,
      duration: LOGIN_WINDOW_SECONDS,
    }),
    posts: groupedPointsLimiter(knex, {
      keyPrefix: 'post',
      points: limits.publicPostsPerMinute,
      durationSeconds: 60,
    }),
  };
}

/** Sets Retry-After and returns the 429 to throw. */
function tooManyRequests(ctx: Context, retryAfterMs: number): HttpError {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, 'rate_limited', authMessages.tooManyAttempts);
}

/** Consumes one point; throws a 429 once the limit is used up. */
export async function consumeOrThrow(
  ctx: Context,
  limiter: Pick<PointsLimiter, 'consume'> | RateLimiterPostgres,
  key: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(ctx, err.msBeforeNext);
    throw err;
  }
}
