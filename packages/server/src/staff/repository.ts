import { staffRoles, type StaffRole, type StaffUser } from '@cabo/contract';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';

type Db = Knex | Knex.Transaction;

interface StaffRow {
  id: number;
  username: string;
  email: string | null;
  role: StaffRole;
  disabled_at: Date | string | null;
  receives_new_requests: boolean;
  created_at: Date | string;
  created_by: number | null;
  creator_name: string | null;
}

const staffRow = (db: Db) =>
  db('users as u')
    .leftJoin('users as c', 'c.id', 'u.created_by')
    .whereIn('u.role', staffRoles)
    .select(
      'u.id',
      'u.username',
      'u.email',
      'u.role',
      'u.disabled_at',
      'u.receives_new_requests',
      'u.created_at',
      'u.created_by',
      'c.username as creator_name',
    );

function staffFromRow(row: StaffRow): StaffUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabledAt: row.disabled_at === null ? null : isoTimestamp(row.disabled_at),
    receivesNewRequests: row.receives_new_requests,
    createdAt: isoTimestamp(row.created_at),
    // The creator's account may be gone: its id stays null then, and no name is known.
    createdBy:
      row.created_by === null ? null : { id: row.created_by, name: row.creator_name ?? '' },
  };
}

/** Every staff account, oldest first (the first admin leads). */
export async function listStaff(db: Db): Promise<StaffUser[]> {
  const rows = (await staffRow(db).orderBy([
    { column: 'u.created_at', order: 'asc' },
    { column: 'u.id', order: 'asc' },
  ])) as StaffRow[];
  return rows.map(staffFromRow);
}

/** A staff account (never a visitor's); `lock` holds its row until the transaction ends. */
export async function findStaff(db: Db, id: number, lock = false): Promise<StaffUser | undefined> {
  const query = staffRow(db).where('u.id', id).first();
  // Only the account's own row: the creator's is not locked.
  const row = (await (lock ? query.forUpdate('u') : query)) as StaffRow | undefined;
  return row && staffFromRow(row);
}

/**
 * The active admins' ids, their rows locked until the transaction ends: two admins
 * demoting or disabling each other at once take turns, so one of them always stays.
 */
export async function lockActiveAdmins(trx: Knex.Transaction): Promise<number[]> {
  return (await trx('users')
    .where({ role: 'admin' })
    .whereNull('disabled_at')
    .orderBy('id')
    .forUpdate()
    .pluck('id')) as number[];
}

export async function updateStaff(
  trx: Knex.Transaction,
  id: number,
  change: {
    role?: StaffRole;
    passwordHash?: string;
    disabledAt?: Date | null;
    receivesNewRequests?: boolean;
  },
  at: Date,
): Promise<void> {
  await trx('users')
    .where({ id })
    .update({
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.passwordHash === undefined ? {} : { password_hash: change.passwordHash }),
      ...(change.disabledAt === undefined ? {} : { disabled_at: change.disabledAt }),
      ...(change.receivesNewRequests === undefined
        ? {}
        : { receives_new_requests: change.receivesNewRequests }),
      updated_at: at,
    });
}
