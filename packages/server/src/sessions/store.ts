import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../security/clock.ts';

/** 256 random bits, URL-safe: the session id carried by the cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');

export interface SessionData {
  userId?: number;
  [key: string]: unknown;
}

export interface SessionLifetimes {
  idleMs: number;
  absoluteMs: number;
}

/**
 * How stale the stored idle deadline may get before a read moves it: reading pages then
 * writes at most once a minute per session, and a session may end up to this much earlier
 * than `idleMs` after its last request (never later).
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  data: SessionData;
  idle_expires_at: Date | string;
  absolute_expires_at: Date | string;
}

/**
 * koa-session's external store on the `sessions` table. Expiry is ours, measured with the
 * injected clock: a session ends after `idleMs` without a request, and `absoluteMs` after it
 * was created, whatever the activity. Reading a live session moves its idle deadline, at
 * most once per SESSION_TOUCH_INTERVAL_MS.
 */
export function knexSessionStore(knex: Knex, now: Clock, lifetimes: SessionLifetimes) {
  return {
    async get(id: string): Promise<SessionData | null> {
      const t = now().getTime();
      const row = (await knex('sessions')
        .where({ id_hash: hashId(id) })
        .first('data', 'idle_expires_at', 'absolute_expires_at')) as SessionRow | undefined;
      if (!row) return null;
      const idleDeadline = new Date(row.idle_expires_at).getTime();
      if (idleDeadline <= t || new Date(row.absolute_expires_at).getTime() <= t) {
        await knex('sessions')
          .where({ id_hash: hashId(id) })
          .delete();
        return null;
      }
      const idle = t + lifetimes.idleMs;
      if (idle - idleDeadline >= SESSION_TOUCH_INTERVAL_MS) {
        await knex('sessions')
          .where({ id_hash: hashId(id) })
          .update({ idle_expires_at: new Date(idle) });
      }
      return row.data;
    },

    async set(id: string, data: SessionData): Promise<void> {
      const t = now();
      const row = {
        id_hash: hashId(id),
        data: JSON.stringify(data),
        user_id: typeof data.userId === 'number' ? data.userId : null,
        created_at: t,
        idle_expires_at: new Date(t.getTime() + lifetimes.idleMs),
        absolute_expires_at: new Date(t.getTime() + lifetimes.absoluteMs),
      };
      // A save of an existing session keeps its creation time and absolute deadline.
      await knex('sessions')
        .insert(row)
        .onConflict('id_hash')
        .merge(['data', 'user_id', 'idle_expires_at']);
    },

    async destroy(id: string): Promise<void> {
      await knex('sessions')
        .where({ id_hash: hashId(id) })
        .delete();
    },

    /** Removes rows past either deadline (run now and then; reads ignore them anyway). */
    async purgeExpired(): Promise<number> {
      const t = now();
      return knex('sessions')
        .where('idle_expires_at', '<=', t)
        .orWhere('absolute_expires_at', '<=', t)
        .delete();
    },
  };
}

export type KnexSessionStore = ReturnType<typeof knexSessionStore>;

/** Ends every session of a user at once (a disabled account, a password reset). */
export async function endSessionsOf(knex: Knex, userId: number): Promise<number> {
  return knex('sessions').where({ user_id: userId }).delete();
}
