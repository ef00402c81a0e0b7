import type { Lead, ParsedLeadPayload } from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue, nullIfEmpty } from '../db/values.ts';
import { submitterFromRow } from '../submissions/submitter-row.ts';

export interface LeadRow {
  id: number;
  reference: string;
  submission_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  interest_type: Lead['interestType'];
  source: string;
  status: Lead['status'];
  /** What staff told the visitor with the last move they were told of. */
  status_message?: string | null;
  budget: string | null;
  timeline: string | null;
  tags: string | null;
  form_name: string;
  form_data: unknown;
  created_at: Date;
  updated_at: Date;
}

function leadColumns(lead: ParsedLeadPayload) {
  return {
    submission_id: lead.submissionId,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: nullIfEmpty(lead.phone),
    interest_type: lead.interestType,
    source: lead.source,
    status: lead.status,
    budget: nullIfEmpty(lead.budget),
    timeline: nullIfEmpty(lead.timeline),
    tags: nullIfEmpty(lead.tags),
    form_name: lead.formName,
    form_data: JSON.stringify(lead.formData),
  };
}

/** Stores leads in one statement; their rows in the order given. */
export async function insertLeads(
  trx: Knex.Transaction,
  leads: readonly ParsedLeadPayload[],
): Promise<LeadRow[]> {
  const rows = (await trx('leads').insert(leads.map(leadColumns)).returning('*')) as LeadRow[];
  // submission_id is unique: it pairs each row with its lead whatever order PostgreSQL returns.
  const bySubmission = new Map(rows.map((row) => [row.submission_id, row]));
  return leads.map((lead) => bySubmission.get(lead.submissionId)!);
}

/** The API shape of a stored lead (also used by the admin list). */
export function leadFromRow(row: LeadRow): Lead {
  return {
    ...submitterFromRow(row),
    interestType: row.interest_type,
    source: row.source,
    status: row.status,
    budget: row.budget,
    timeline: row.timeline,
    tags: row.tags,
    formName: row.form_name,
    formData: jsonValue<Record<string, unknown>>(row.form_data),
  };
}
