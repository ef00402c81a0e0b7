import Router from '@koa/router';
import {
  REQUEST_REFERENCE_PATTERN,
  apiPaths,
  confirmEmailRequestSchema,
  requestMessages,
  type VisitorRequestList,
} from '@cabo/contract';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { currentUser, requireUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { confirmTokenUserId, verifyConfirmEmailToken, verifyToken } from './links.ts';
import { confirmEmail, findRequest, listRequests, ownedBy, ownerOf } from './repository.ts';

/** A visitor's own requests: never cached anywhere, never indexed. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * A visitor following their requests (docs/lead-forms.md, "After success"): one request's
 * status (its owner, or a signed link from the acknowledgement e-mail), their list, and the
 * confirmation of their e-mail that joins earlier requests to the account.
 */
export function requestsRouter(deps: { knex: Knex; linkKey: Buffer; now: Clock }): Router {
  const { knex, linkKey, now } = deps;
  const router = new Router();

  router.get(apiPaths.request, async (ctx) => {
    privateAnswer(ctx);
    const reference = String(ctx.params.reference ?? '').toUpperCase();
    const token = typeof ctx.query.t === 'string' ? ctx.query.t : undefined;
    // What is not a reference names no request, whoever asks.
    if (!REQUEST_REFERENCE_PATTERN.test(reference)) {
      throw new HttpError(404, 'not_found', 'No request has this reference');
    }
    const user = currentUser(ctx);
    const found = await findRequest(knex, reference);
    const owns = Boolean(found && user && ownedBy(found, await ownerOf(knex, user)));
    if (found && (owns || (token && verifyToken(linkKey, 'request', reference, token, now())))) {
      ctx.body = found.request;
      return;
    }
    // A link that does not open the request says so, whether or not the reference exists.
    if (token) throw new HttpError(410, 'link_expired', requestMessages.linkExpired);
    if (!user) throw new HttpError(401, 'not_authenticated', requestMessages.signInToSee);
    throw new HttpError(404, 'not_found', requestMessages.notYours);
  });

  const ownList =
    (only?: Parameters<typeof listRequests>[2]) =>
    async (ctx: Context): Promise<void> => {
      privateAnswer(ctx);
      const owner = await ownerOf(knex, currentUser(ctx)!);
      ctx.body = { items: await listRequests(knex, owner, only) } satisfies VisitorRequestList;
    };
  router.get(apiPaths.myRequests, requireUser(), ownList());
  // The spec's lists, refreshed after each stay form: the visitor's own of each kind.
  router.get(apiPaths.resortInquiries, requireUser(), ownList(['resort']));
  router.get(apiPaths.villaBookings, requireUser(), ownList(['villa']));

  router.post(apiPaths.confirmEmail, async (ctx) => {
    const { token } = parseBody(confirmEmailRequestSchema, ctx.request.body);
    const userId = confirmTokenUserId(token);
    const row = userId
      ? ((await knex('users')
          .where({ id: userId, role: 'user' })
          .whereNull('disabled_at')
          .first('email')) as { email: string | null } | undefined)
      : undefined;
    if (!row?.email || !verifyConfirmEmailToken(linkKey, userId!, row.email, token, now())) {
      throw new HttpError(400, 'invalid_token', requestMessages.confirmInvalid, {
        token: [requestMessages.confirmInvalid],
      });
    }
    await knex.transaction((trx) => confirmEmail(trx, userId!, row.email!));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  return router;
}
