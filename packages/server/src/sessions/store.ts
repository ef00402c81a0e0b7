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
 * koa-session's external store on the `sessions` table. Expiry is ours, measured with the
 * injected clock: a session ends after `idleMs` without a request, and `absoluteMs` after it
 * was created, whatever the activity. Reading a live session moves its idle deadline.
 */
export function knexSessionStore(knex: Knex, now: Clock, lifetimes: SessionLifetimes) {
  return {
    async get(id: string): Promise<SessionData | null> {
      const t = now();
      const idle = new Date(t.getTime() + lifetimes.idleMs);
      // One statement checks both deadlines and touches the idle one.
      const rows = (await knex('sessions')
        .where({ id_hash: hashId(id) })
        .andWhere('idle_expires_at', '>', t)
        .andWhere('absolute_expires_at', '>', t)
        .update({ idle_expires_at: idle })
        .returning(['data'])) as { data: SessionData }[];
      if (rows[0]) return rows[0].data;
      await knex('sessions')
        .where({ id_hash: hashId(id) })
        .delete();
      return null;
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
