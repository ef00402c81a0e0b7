import Router from '@koa/router';
import { apiPaths, leadPayloadSchema } from '@cabo/contract';
import { storedSubmission, type SubmissionPipeline } from '../submissions/pipeline.ts';
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
        return storedSubmission('leads', lead, { topic: 'lead.created', table: 'contact_form' });
      },
    }),
  );
  return router;
}
