import Router from '@koa/router';
import { apiPaths, verifyCaptchaRequestSchema, type VerifyCaptchaResponse } from '@cabo/contract';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import type { Captcha } from './service.ts';

export function captchaRouter(captcha: Captcha): Router {
  const router = new Router();

  router.get(apiPaths.captchaConfig, (ctx) => {
    ctx.body = captcha.config();
  });

  router.get(apiPaths.captchaChallenge, async (ctx) => {
    if (captcha.config().provider !== 'altcha') {
      throw new HttpError(404, 'not_found', 'The captcha in use is reCAPTCHA');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await captcha.createChallenge();
  });

  // Answers 200 {success:false} for a wrong token: the form shows the spec's message. A good
  // token is spent here, so the answer carries the pass the form submits instead.
  router.post(apiPaths.captchaVerify, async (ctx) => {
    const { token } = parseBody(verifyCaptchaRequestSchema, ctx.request.body);
    const pass = await captcha.verifyForPass(token, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (
      pass ? { success: true, verification: pass } : { success: false }
    ) satisfies VerifyCaptchaResponse;
  });

  return router;
}
