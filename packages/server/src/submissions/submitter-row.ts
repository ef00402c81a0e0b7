import { isoTimestamp } from '../db/values.ts';

/** The columns a lead and a guide request both keep about the form and who sent it. */
export interface SubmitterRow {
  id: number;
  submission_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The API fields of those columns, first in the record as the contract lists them. */
export function submitterFromRow<Row extends SubmitterRow>(row: Row) {
  return {
    id: row.id,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    submissionId: row.submission_id,
    firstName: row.first_name,
    lastName: row.last_name as Row['last_name'],
    email: row.email,
    phone: row.phone,
  };
}
