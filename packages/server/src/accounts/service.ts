import { authMessages, isStaffRole, type User } from '@cabo/contract';
import type { Knex } from 'knex';
import { holdTransactionLock } from '../db/locks.ts';
import { HttpError } from '../errors.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import {
  adminExists,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  toUser,
} from './repository.ts';

export async function registerVisitor(knex: Knex, email: string, password: string): Promise<User> {
  const user = await insertUser(knex, {
    email,
    passwordHash: await hashPassword(password),
    role: 'user',
  });
  if (!user) {
    // Under the form's e-mail field as well as the message.
    throw new HttpError(409, 'email_taken', authMessages.emailTaken, {
      email: [authMessages.emailTaken],
    });
  }
  return user;
}

/**
 * A visitor's e-mail login; undefined for an unknown e-mail, a wrong password, a disabled
 * account, or a staff account's e-mail (staff sign in with their username) alike.
 */
export async function authenticateVisitor(
  knex: Knex,
  email: string,
  password: string,
): Promise<User | undefined> {
  const row = await findUserByEmail(knex, email);
  const ok = await verifyPassword(row?.password_hash, password);
  return ok && row?.role === 'user' && !row.disabled_at ? toUser(row) : undefined;
}

/**
 * A staff member's username login (admin or editor); undefined for an unknown username, a
 * wrong password, a visitor's account or a disabled one (all answer the same).
 */
export async function authenticateStaff(
  knex: Knex,
  username: string,
  password: string,
): Promise<User | undefined> {
  const row = await findUserByUsername(knex, username);
  const ok = await verifyPassword(row?.password_hash, password);
  return ok && row && isStaffRole(row.role) && !row.disabled_at ? toUser(row) : undefined;
}

export type AdminBootstrap =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * There is no default admin. At start-up, when no admin exists, the first one is made from
 * ADMIN_USERNAME/ADMIN_PASSWORD, or else with the username "admin" and a generated password
 * the caller hands over once (reportFirstAdmin).
 */
export async function ensureAdmin(
  knex: Knex,
  configured: { username: string; password: string } | null,
): Promise<AdminBootstrap> {
  if (await adminExists(knex)) return { created: false };
  const username = configured?.username ?? 'admin';
  const password = configured?.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  // Instances started together on an empty database: the first makes the admin, the others
  // wait for it and then find it.
  return knex.transaction(async (trx): Promise<AdminBootstrap> => {
    await holdTransactionLock(trx, 'first-admin');
    if (await adminExists(trx)) return { created: false };
    const user = await insertUser(trx, { username, passwordHash, role: 'admin' });
    if (!user) throw new Error(`Cannot create the first admin: username "${username}" is taken`);
    return { created: true, username, generatedPassword: configured ? null : password };
  });
}
