import { levelForPoints, type User, type UserRole } from '@cabo/contract';
import type { Knex } from 'knex';

interface UserRow {
  id: number;
  email: string | null;
  username: string | null;
  password_hash: string;
  role: UserRole;
  points: number;
  level: number;
  disabled_at: Date | string | null;
}

const publicColumns = ['id', 'email', 'username', 'role', 'points', 'level'] as const;

type PublicRow = Pick<UserRow, (typeof publicColumns)[number]>;

export const toUser = (row: PublicRow): User => ({
  id: row.id,
  email: row.email,
  username: row.username,
  role: row.role,
  points: row.points,
  level: row.level,
});

/** The user a session names, unless the account is disabled (then it has no session). */
export async function findActiveUserById(knex: Knex, id: number): Promise<User | undefined> {
  const row = await knex<UserRow>('users')
    .where({ id })
    .whereNull('disabled_at')
    .first(...publicColumns);
  return row && toUser(row);
}

export async function findUserByEmail(knex: Knex, email: string): Promise<UserRow | undefined> {
  return knex<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
}

export async function findUserByUsername(
  knex: Knex,
  username: string,
): Promise<UserRow | undefined> {
  return knex<UserRow>('users').whereRaw('lower(username) = lower(?)', [username]).first();
}

/** Inserts a user; resolves undefined when the e-mail or username is already taken. */
export async function insertUser(
  knex: Knex,
  user: {
    email?: string;
    username?: string;
    passwordHash: string;
    role: UserRole;
    /** The admin who made a staff account. */
    createdBy?: number;
  },
): Promise<User | undefined> {
  const [row] = (await knex('users')
    .insert({
      email: user.email ?? null,
      username: user.username ?? null,
      password_hash: user.passwordHash,
      role: user.role,
      created_by: user.createdBy ?? null,
    })
    .onConflict()
    .ignore()
    .returning([...publicColumns])) as PublicRow[];
  return row && toUser(row);
}

export async function adminExists(knex: Knex): Promise<boolean> {
  return Boolean(await knex('users').where({ role: 'admin' }).first('id'));
}

/** Adds points and recomputes the level; run inside a transaction (the row is locked). */
export async function addPoints(knex: Knex, userId: number, points: number): Promise<User> {
  const current = await knex<UserRow>('users').where({ id: userId }).forUpdate().first('points');
  if (!current) throw new Error(`User ${userId} vanished`);
  const total = current.points + points;
  const [row] = (await knex('users')
    .where({ id: userId })
    .update({ points: total, level: levelForPoints(total), updated_at: knex.fn.now() })
    .returning([...publicColumns])) as PublicRow[];
  return toUser(row!);
}
