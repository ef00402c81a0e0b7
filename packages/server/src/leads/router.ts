import Router from '@koa/router';
import { apiPaths, leadPayloadSchema } from '@cabo/contract';
import { tableFields } from '../submissions/outbox.ts';
import type { SubmissionPipeline } from '../submissions/pipeline.ts';
import { insertLead, leadFromRow } from './repository.ts';

/** POST /api/leads: every landing-page form, the bachelorette modal and the quick resort inquiry. */
export function leadsRouter(submissions: SubmissionPipeline): Router {
  const router = new Router();
  router.post(apiPaths.leads, (ctx) =>
    submissions.handle(ctx, {
      formType: 'lead',
      schema: leadPayloadSchema,
      async store(trx, payload) {
        const lead = leadFromRow(await insertLead(trx, payload));
        return {
          recordTable: 'leads',
          recordId: lead.id,
          receipt: {
            id: lead.id,
            submissionId: lead.submissionId,
            status: lead.status,
            createdAt: lead.createdAt,
          },
          outbox: {
            topic: 'lead.created',
            table: 'contact_form',
            fields: tableFields(lead),
            record: lead,
          },
        };
      },
    }),
  );
  return router;
}
