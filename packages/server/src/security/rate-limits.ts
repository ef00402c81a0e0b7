import { authMessages } from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { SecurityConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import { poolExecutor } from './sql.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface RateLimiters {
  /** Failed logins per username + client address. */
  login: RateLimiterPostgres;
  /** State-changing API requests per client address. */
  posts: RateLimiterPostgres;
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
    posts: new RateLimiterPostgres({
      ...common,
      keyPrefix: 'post',
      points: limits.publicPostsPerMinute,
      duration: 60,
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
  limiter: RateLimiterPostgres,
  key: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests(ctx, err.msBeforeNext);
    throw err;
  }
}
