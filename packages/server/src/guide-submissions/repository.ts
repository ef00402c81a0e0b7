import type { GuideSubmission, ParsedGuideSubmissionPayload } from '@cabo/contract';
import type { Knex } from 'knex';
import { jsonValue, nullIfEmpty } from '../db/values.ts';
import { submitterFromRow } from '../submissions/submitter-row.ts';

export interface GuideSubmissionRow {
  id: number;
  reference: string;
  submission_id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  guide_type: string;
  source: string;
  status: GuideSubmission['status'];
  interest_areas: unknown;
  tags: string | null;
  form_name: string;
  form_data: unknown;
  created_at: Date;
  updated_at: Date;
}

export async function insertGuideSubmission(
  trx: Knex.Transaction,
  guide: ParsedGuideSubmissionPayload,
): Promise<GuideSubmissionRow> {
  const [row] = await trx('guide_submissions')
    .insert({
      submission_id: guide.submissionId,
      first_name: guide.firstName,
      last_name: nullIfEmpty(guide.lastName),
      email: guide.email,
      phone: nullIfEmpty(guide.phone),
      guide_type: guide.guideType,
      source: guide.source,
      status: guide.status,
      interest_areas: JSON.stringify(guide.interestAreas),
      tags: nullIfEmpty(guide.tags),
      form_name: guide.formName,
      form_data: JSON.stringify(guide.formData),
    })
    .returning('*');
  return row as GuideSubmissionRow;
}

export function guideSubmissionFromRow(row: GuideSubmissionRow): GuideSubmission {
  return {
    ...submitterFromRow(row),
    guideType: row.guide_type,
    source: row.source,
    status: row.status,
    interestAreas: jsonValue<string[]>(row.interest_areas),
    tags: row.tags,
    formName: row.form_name,
    formData: jsonValue<Record<string, unknown>>(row.form_data),
  };
}
