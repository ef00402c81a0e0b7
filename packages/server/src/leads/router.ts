import Router from '@koa/router';
import { apiPaths, leadPayloadSchema } from '@cabo/contract';
import { storedSubmission, type SubmissionPipeline } from '../submissions/pipeline.ts';
import { insertLeads, leadFromRow, type LeadRow } from './repository.ts';

/** POST /api/leads: every landing-page form, the bachelorette modal and the quick resort inquiry. */
const stored = (row: LeadRow) =>
  storedSubmission(
    'leads',
    { ...leadFromRow(row), reference: row.reference },
    { topic: 'lead.created', table: 'contact_form' },
  );

export function leadsRouter(submissions: SubmissionPipeline): Router {
  const router = new Router();
  router.post(apiPaths.leads, (ctx) =>
    submissions.handle(ctx, {
      formType: 'lead',
      schema: leadPayloadSchema,
      async store(trx, payload) {
        return stored((await insertLeads(trx, [payload]))[0]!);
      },
      // Leads arriving together (db/group-commit.ts) are one insert.
      async storeMany(trx, payloads) {
        return (await insertLeads(trx, payloads)).map(stored);
      },
    }),
  );
  return router;
}
