import Router from '@koa/router';
import { apiPaths, guideSubmissionPayloadSchema } from '@cabo/contract';
import { HttpError } from '../errors.ts';
import { storedSubmission, type SubmissionPipeline } from '../submissions/pipeline.ts';
import { guideSubmissionFromRow, insertGuideSubmission } from './repository.ts';

/** Verifies a captcha token once (H2's captcha service: reCAPTCHA or proof of work). */
export type VerifyCaptcha = (token: string, remoteIp?: string) => Promise<boolean>;

/**
 * POST /api/guide-submissions. The short guide dialog sends a `captchaToken`; it is checked
 * after the idempotency check, so resending an accepted request needs no new captcha.
 */
export function guideSubmissionsRouter(
  submissions: SubmissionPipeline,
  verifyCaptcha: VerifyCaptcha,
): Router {
  const router = new Router();
  router.post(apiPaths.guideSubmissions, (ctx) =>
    submissions.handle(ctx, {
      formType: 'guide',
      schema: guideSubmissionPayloadSchema,
      // The token is single-use, so a retry carries a new one: it is not part of "the same payload".
      fingerprint: ({ captchaToken: _token, ...rest }) => rest,
      async beforeStore(payload) {
        if (payload.captchaToken === undefined) return;
        if (!(await verifyCaptcha(payload.captchaToken, ctx.ip))) {
          throw new HttpError(
            400,
            'captcha_failed',
            'reCAPTCHA verification failed. Please try again.',
          );
        }
      },
      async store(trx, payload) {
        const row = await insertGuideSubmission(trx, payload);
        const guide = { ...guideSubmissionFromRow(row), reference: row.reference };
        return storedSubmission('guide_submissions', guide, {
          topic: 'guide_submission.created',
          table: 'guide_requests',
        });
      },
    }),
  );
  return router;
}
