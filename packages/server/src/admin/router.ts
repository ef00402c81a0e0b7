import Router from '@koa/router';
import {
  adminAnalyticsQuerySchema,
  CABO_TIME_ZONE,
  adminBookingQuerySchema,
  adminBookingUpdateSchema,
  adminGuideSubmissionQuerySchema,
  adminLeadQuerySchema,
  adminLeadUpdateSchema,
  apiPaths,
  recordOwnerUpdateSchema,
  authMessages,
  analyticsCsvColumns,
  analyticsCsvRows,
  bookingCsvColumns,
  csvFileName,
  guideSubmissionCsvColumns,
  leadCsvColumns,
  toCsv,
  type CsvColumn,
  type CsvExtras,
  type User,
} from '@cabo/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { z } from 'zod';
import { currentUser } from '../auth/guards.ts';
import { HttpError } from '../errors.ts';
import { parseBody, recordIdFromText } from '../middleware/validation.ts';
import type { Clock } from '../security/clock.ts';
import { noOutbox, type Outbox } from '../submissions/outbox.ts';
import { analytics } from './analytics.ts';
import {
  csvExtras,
  listBookings,
  listGuideSubmissions,
  listLeads,
  type AdminRecordTable,
  type Page,
  type Paging,
} from './repository.ts';
import {
  bookingDetail,
  guideSubmissionDetail,
  leadDetail,
  resendGuide,
  setOwner,
  updateBooking,
  updateLead,
} from './service.ts';

export interface AdminRouterDeps {
  knex: Knex;
  /**
   * The outbox "Resend" queues a guide e-mail in, and a lead moved out of spam its deliveries;
   * without one (noOutbox) nothing could send them.
   */
  outbox: Outbox;
  now: Clock;
}

/** The `:id` of a record path; anything but an id an int4 holds names no record. */
function recordId(ctx: Context): number {
  const id = recordIdFromText(ctx.params.id);
  if (id === null) throw new HttpError(404, 'not_found', 'No record with that id');
  return id;
}

/** Query strings arrive as a null-prototype object of strings (or arrays of them). */
const queryOf = (ctx: Context) => ({ ...ctx.query });

/** The signed-in admin (the /api/admin guard in app.ts let the request through). */
function admin(ctx: Context): User {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'not_authenticated', authMessages.notLoggedIn);
  return user;
}

function sendCsv<T>(ctx: Context, name: string, at: Date, columns: CsvColumn<T>[], rows: T[]) {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${csvFileName(name, at)}"`);
  ctx.body = toCsv(columns, rows);
}

/** One dashboard list: its page and its CSV export of every matching row. */
function adminList<Q extends Paging, T extends { id: number }>(list: {
  table: AdminRecordTable;
  path: string;
  csvPath: string;
  csvName: string;
  query: z.ZodType<Q>;
  rows: (
    knex: Knex,
    filters: Omit<Q, keyof Paging>,
    paging: Paging | null,
    me: number | null,
  ) => Promise<Page<T>>;
  columns: CsvColumn<T & CsvExtras>[];
}) {
  return (router: Router, knex: Knex, now: Clock) => {
    router.get(list.path, async (ctx) => {
      const { page, pageSize, ...filters } = parseBody(list.query, queryOf(ctx));
      const result = await list.rows(knex, filters, { page, pageSize }, admin(ctx).id);
      ctx.body = { ...result, page, pageSize };
    });
    // The export takes the list's filters, search and sort; the paging is ignored.
    router.get(list.csvPath, async (ctx) => {
      const { page: _page, pageSize: _size, ...filters } = parseBody(list.query, queryOf(ctx));
      const { items } = await list.rows(knex, filters, null, admin(ctx).id);
      const extras = await csvExtras(
        knex,
        list.table,
        items.map((item) => item.id),
        CABO_TIME_ZONE,
      );
      const rows = items.map((item) => ({ ...item, ...extras.get(item.id)! }));
      sendCsv(ctx, list.csvName, now(), list.columns, rows);
    });
  };
}

/** One record's page: read with its history, and changed by staff (status, notes, message). */
function adminRecord<S extends z.ZodType>(record: {
  path: string;
  detail: (knex: Knex, id: number) => Promise<unknown>;
  changeSchema: S;
  update: (
    knex: Knex,
    outbox: Outbox,
    id: number,
    change: z.output<S>,
    user: User,
    at: Date,
  ) => Promise<unknown>;
}) {
  return (router: Router, { knex, outbox, now }: AdminRouterDeps) => {
    router.get(record.path, async (ctx) => {
      ctx.body = await record.detail(knex, recordId(ctx));
    });
    router.patch(record.path, async (ctx) => {
      const id = recordId(ctx);
      const change = parseBody(record.changeSchema, ctx.request.body);
      ctx.body = await record.update(knex, outbox, id, change, admin(ctx), now());
    });
  };
}

/**
 * The dashboard's API: lists (paged, filtered, searched, sorted), one record with its
 * history, status and note changes, guide resends, analytics and CSV exports. Access and
 * `no-store` come from the one /api/admin guard in app.ts, not from each route.
 */
export function adminRouter({ knex, outbox, now }: AdminRouterDeps): Router {
  const router = new Router();

  for (const mountList of [
    adminList({
      table: 'leads',
      path: apiPaths.adminLeads,
      csvPath: apiPaths.adminLeadsCsv,
      csvName: 'leads',
      query: adminLeadQuerySchema,
      rows: listLeads,
      columns: leadCsvColumns,
    }),
    adminList({
      table: 'bookings',
      path: apiPaths.adminBookings,
      csvPath: apiPaths.adminBookingsCsv,
      csvName: 'bookings',
      query: adminBookingQuerySchema,
      rows: listBookings,
      columns: bookingCsvColumns,
    }),
    adminList({
      table: 'guide_submissions',
      path: apiPaths.adminGuideSubmissions,
      csvPath: apiPaths.adminGuideSubmissionsCsv,
      csvName: 'guide-downloads',
      query: adminGuideSubmissionQuerySchema,
      rows: listGuideSubmissions,
      columns: guideSubmissionCsvColumns,
    }),
  ]) {
    mountList(router, knex, now);
  }

  for (const mountRecord of [
    adminRecord({
      path: apiPaths.adminLead,
      detail: leadDetail,
      changeSchema: adminLeadUpdateSchema,
      update: updateLead,
    }),
    adminRecord({
      path: apiPaths.adminBooking,
      detail: bookingDetail,
      changeSchema: adminBookingUpdateSchema,
      update: updateBooking,
    }),
  ]) {
    mountRecord(router, { knex, outbox, now });
  }
  router.get(apiPaths.adminGuideSubmission, async (ctx) => {
    ctx.body = await guideSubmissionDetail(knex, recordId(ctx));
  });
  router.post(apiPaths.adminGuideSubmissionResend, async (ctx) => {
    const id = recordId(ctx);
    if (outbox === noOutbox) {
      throw new HttpError(503, 'outbox_unavailable', 'Sending is not set up on this server');
    }
    const detail = await resendGuide(knex, id, admin(ctx), now());
    ctx.status = 202;
    ctx.body = detail;
  });

  // Owners (docs/admin.md, "Owners"): an admin assigns, changes or clears a record's owner.
  for (const [path, table] of [
    [apiPaths.adminLeadOwner, 'leads'],
    [apiPaths.adminBookingOwner, 'bookings'],
    [apiPaths.adminGuideSubmissionOwner, 'guide_submissions'],
  ] as const) {
    router.put(path, async (ctx) => {
      const id = recordId(ctx);
      const { ownerId } = parseBody(recordOwnerUpdateSchema, ctx.request.body);
      ctx.body = await setOwner(knex, table, id, ownerId, admin(ctx), now());
    });
  }

  router.get(apiPaths.adminAnalytics, async (ctx) => {
    ctx.body = await analytics(knex, parseBody(adminAnalyticsQuerySchema, queryOf(ctx)), now());
  });
  router.get(apiPaths.adminAnalyticsCsv, async (ctx) => {
    const at = now();
    const figures = await analytics(knex, parseBody(adminAnalyticsQuerySchema, queryOf(ctx)), at);
    sendCsv(ctx, 'analytics', at, analyticsCsvColumns, analyticsCsvRows(figures));
  });

  return router;
}
