import {
  staffMessages,
  type ParsedStaffUserCreate,
  type StaffRole,
  type StaffUser,
  type User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import { hashPassword } from '../accounts/passwords.ts';
import { findUserByEmail, findUserByUsername, insertUser } from '../accounts/repository.ts';
import { insertActivity, type StaffActivityAction } from '../admin/repository.ts';
import { actorOf } from '../admin/service.ts';
import { HttpError } from '../errors.ts';
import { endSessionsOf } from '../sessions/store.ts';
import { findStaff, listStaff, lockActiveAdmins, updateStaff } from './repository.ts';

export { listStaff };

const notFound = () => new HttpError(404, 'not_found', staffMessages.notFound);

/** 409 under the field that holds the taken name, so the form shows it there. */
async function refuseTakenNames(
  db: Knex | Knex.Transaction,
  input: { username: string; email?: string },
): Promise<void> {
  if (await findUserByUsername(db, input.username)) {
    throw new HttpError(409, 'username_taken', staffMessages.usernameTaken, {
      username: [staffMessages.usernameTaken],
    });
  }
  if (input.email && (await findUserByEmail(db, input.email))) {
    throw new HttpError(409, 'email_taken', staffMessages.emailTaken, {
      email: [staffMessages.emailTaken],
    });
  }
}

function record(
  trx: Knex.Transaction,
  target: number,
  action: StaffActivityAction,
  actor: User,
  at: Date,
  roles: { from: StaffRole | null; to: StaffRole | null } = { from: null, to: null },
) {
  return insertActivity(trx, {
    table: 'users',
    recordId: target,
    action,
    fromStatus: roles.from,
    toStatus: roles.to,
    note: null,
    actor: actorOf(actor),
    at,
  });
}

/** A new staff account with the password the admin chose, recorded in the history. */
export async function createStaffUser(
  knex: Knex,
  input: ParsedStaffUserCreate,
  actor: User,
  at: Date,
): Promise<StaffUser> {
  // Hashed before the transaction: argon2 takes a while and needs no connection.
  const passwordHash = await hashPassword(input.password);
  return knex.transaction(async (trx) => {
    await refuseTakenNames(trx, input);
    const user = await insertUser(trx, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: input.role,
      createdBy: actor.id,
    });
    // A name taken between the check and the insert (a race) meets the unique index.
    if (!user) {
      await refuseTakenNames(trx, input);
      throw new HttpError(409, 'username_taken', staffMessages.usernameTaken, {
        username: [staffMessages.usernameTaken],
      });
    }
    await record(trx, user.id, 'user_created', actor, at, { from: null, to: input.role });
    return (await findStaff(trx, user.id))!;
  });
}

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  password?: string;
  /** Round-robin of new requests (docs/admin.md, "Owners"); only admins are ever handed any. */
  receivesNewRequests?: boolean;
}

/**
 * Changes a staff account's role, state and/or password in one transaction, each change in
 * the history. Disabling, or a new password, ends the account's sessions at once. Refused
 * (409): disabling one's own account, and leaving no active admin.
 */
export async function updateStaffUser(
  knex: Knex,
  id: number,
  change: StaffChange,
  actor: User,
  at: Date,
): Promise<{ user: StaffUser; sessionsEnded: boolean }> {
  const passwordHash =
    change.password === undefined ? undefined : await hashPassword(change.password);
  return knex.transaction(async (trx) => {
    const activeAdmins = await lockActiveAdmins(trx);
    const current = await findStaff(trx, id, true);
    if (!current) throw notFound();
    const wasDisabled = current.disabledAt !== null;
    const disable = change.disabled === true && !wasDisabled;
    const enable = change.disabled === false && wasDisabled;
    if (disable && id === actor.id) {
      throw new HttpError(409, 'cannot_disable_self', staffMessages.cannotDisableSelf);
    }
    const role = change.role ?? current.role;
    const stillActiveAdmin = role === 'admin' && (enable || (!wasDisabled && !disable));
    if (activeAdmins.includes(id) && !stillActiveAdmin && activeAdmins.length <= 1) {
      throw new HttpError(409, 'last_admin', staffMessages.lastAdmin);
    }

    const newRole = role !== current.role ? role : undefined;
    await updateStaff(
      trx,
      id,
      {
        role: newRole,
        passwordHash,
        disabledAt: disable ? at : enable ? null : undefined,
        receivesNewRequests: change.receivesNewRequests,
      },
      at,
    );
    if (newRole) {
      await record(trx, id, 'role_changed', actor, at, { from: current.role, to: newRole });
    }
    if (passwordHash) await record(trx, id, 'password_reset', actor, at);
    if (disable) await record(trx, id, 'disabled', actor, at);
    if (enable) await record(trx, id, 'enabled', actor, at);
    const sessionsEnded = disable || passwordHash !== undefined;
    if (sessionsEnded) await endSessionsOf(trx, id);
    return { user: (await findStaff(trx, id))!, sessionsEnded };
  });
}
