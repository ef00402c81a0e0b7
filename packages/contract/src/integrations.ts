import { z } from 'zod';
import { isoDateTimeSchema, pageNumberParam } from './fields.ts';

/**
 * The dashboard's Integrations page (docs/admin.md): where stored submissions are forwarded,
 * the outbox of deliveries, and the e-mail kept as files when no SMTP server is configured.
 */

/**
 * Where the server sends or asks: the outbox's destinations and the property-management
 * system (PMS) the villas' calendars come from. The browser only sees their state.
 */
export const integrationNames = ['automation_webhook', 'table_service', 'smtp', 'pms'] as const;
export const integrationNameSchema = z.enum(integrationNames);
export type IntegrationName = z.infer<typeof integrationNameSchema>;

/**
 * The server's environment settings behind each integration (docs/admin.md). Those of
 * `storedIntegrationNames` can also be stored from the admin, and then win; for the others
 * the admin changes them there and restarts the server, so "Reconfigure" names them.
 */
export const integrationSettings: Record<IntegrationName, readonly string[]> = {
  automation_webhook: ['AUTOMATION_WEBHOOK_URL'],
  table_service: ['TABLE_SERVICE_URL', 'TABLE_SERVICE_TOKEN', 'TABLE_SERVICE_BASE_ID'],
  smtp: [
    'SMTP_HOST',
    'SMTP_PORT',
    'SMTP_SECURE',
    'SMTP_USER',
    'SMTP_PASSWORD',
    'MAIL_FROM',
    'MAIL_STAFF_TO',
  ],
  pms: ['PMS_URL', 'PMS_API_KEY'],
};

/** The integrations whose settings "Reconfigure" stores (encrypted) in the database. */
export const storedIntegrationNames = ['table_service', 'pms'] as const;
export type StoredIntegrationName = (typeof storedIntegrationNames)[number];
export const isStoredIntegration = (name: IntegrationName): name is StoredIntegrationName =>
  (storedIntegrationNames as readonly string[]).includes(name);

const httpsUrl = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(500, 'URL can be at most 500 characters')
  .refine((v) => /^https?:\/\/[^\s/]+\S*$/.test(v), 'Enter an http or https URL');
const secret = (label: string) =>
  z
    .string()
    .trim()
    .min(8, `${label} must be at least 8 characters`)
    .max(500, `${label} can be at most 500 characters`);

/**
 * PUT /api/admin/integrations/:name/settings bodies (admins only). Secrets are written
 * encrypted and never answered again, only as their first 4 characters and a mask.
 */
export const tableServiceSettingsSchema = z.strictObject({
  url: httpsUrl,
  token: secret('Token'),
  baseId: z
    .string()
    .trim()
    .max(100, 'Base ID can be at most 100 characters')
    .regex(/^[\w-]*$/, 'Base ID may hold letters, digits, dashes and underscores'),
});
export type TableServiceSettings = z.infer<typeof tableServiceSettingsSchema>;

export const pmsSettingsSchema = z.strictObject({
  url: httpsUrl,
  apiKey: secret('API key'),
});
export type PmsSettings = z.infer<typeof pmsSettingsSchema>;

export const integrationSettingsSchemas = {
  table_service: tableServiceSettingsSchema,
  pms: pmsSettingsSchema,
} as const satisfies Record<StoredIntegrationName, z.ZodType>;
export type StoredIntegrationSettings = {
  table_service: TableServiceSettings;
  pms: PmsSettings;
};

/** Where one outbox delivery goes ('email' leaves through SMTP, or as a file without it). */
export const outboxDestinations = ['automation_webhook', 'table_service', 'email'] as const;
export const outboxDestinationSchema = z.enum(outboxDestinations);
export type OutboxDestination = z.infer<typeof outboxDestinationSchema>;

/**
 * waiting: not tried yet (or its destination is not configured yet); failed: an attempt
 * failed and another is scheduled; dead: the last attempt failed, only a retry sends it;
 * sent: delivered once.
 */
export const outboxStates = ['waiting', 'sent', 'failed', 'dead'] as const;
export const outboxStateSchema = z.enum(outboxStates);
export type OutboxState = z.infer<typeof outboxStateSchema>;

const outboxCountsSchema = z.object({
  waiting: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  dead: z.number().int().min(0),
});
export type OutboxCounts = z.infer<typeof outboxCountsSchema>;

export const integrationSchema = z.object({
  name: integrationNameSchema,
  label: z.string(),
  /** 'connected': its settings are present (Test Connection says whether it answers). */
  status: z.enum(['connected', 'not_configured']),
  /** Where it sends, without any secret part (scheme, host and port; the SMTP host). */
  endpoint: z.string().nullable(),
  /** The secret's first 4 characters, then a mask; null when there is none. */
  secretHint: z.string().nullable(),
  /** What names the secret ('Token', 'API key', 'Password'). */
  secretLabel: z.string(),
  /** An identifier masked like a secret (the table service's base id), or null. */
  identifier: z.object({ label: z.string(), hint: z.string().nullable() }).nullable(),
  /** Where its settings come from: stored from the admin (they win), or the environment. */
  source: z.enum(['database', 'environment']).nullable(),
  /** What happens meanwhile, e.g. e-mail kept as files when SMTP is not configured. */
  note: z.string().nullable(),
  /** The outbox deliveries to this destination, per state; null for the PMS (it is asked, not sent to). */
  outbox: outboxCountsSchema.nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationListSchema = z.array(integrationSchema);

/** What the configured endpoint answered to Test Connection (asked by the server). */
export const integrationTestResultSchema = z.object({
  name: integrationNameSchema,
  ok: z.boolean(),
  /** The HTTP status, or the SMTP reply code; null when nothing answered. */
  status: z.number().int().nullable(),
  durationMs: z.number().int().min(0),
  /** e.g. 'HTTP 200 OK in 84 ms', or the connection error. */
  message: z.string(),
  testedAt: isoDateTimeSchema,
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

export const outboxItemSchema = z.object({
  id: z.number().int(),
  destination: outboxDestinationSchema,
  /** The forwarded event ('lead.created') or the letter ('staff_alert', 'acknowledgement', 'guide'). */
  kind: z.string(),
  recordTable: z.string(),
  recordId: z.number().int(),
  submissionId: z.string(),
  state: outboxStateSchema,
  attempts: z.number().int().min(0),
  /** Known once the first attempt ran. */
  maxAttempts: z.number().int().min(1).nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTimeSchema.nullable(),
  /** When the next attempt is due (failed ones); null otherwise. */
  nextAttemptAt: isoDateTimeSchema.nullable(),
  sentAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** false: it waits because its destination has no settings yet. */
  destinationConfigured: z.boolean(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const OUTBOX_PAGE_SIZE = 50;

/** `GET /api/admin/outbox?state=&page=`: newest first, one page. */
export const outboxQuerySchema = z.object({
  state: outboxStateSchema.optional(),
  page: pageNumberParam,
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxItemSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** One e-mail kept as an .eml file (no SMTP configured), newest first in the list. */
export const mailSummarySchema = z.object({
  id: z.string().regex(/^[\w.-]+$/),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: isoDateTimeSchema.nullable(),
  sizeBytes: z.number().int().min(0),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailListSchema = z.array(mailSummarySchema);

export const mailMessageSchema = mailSummarySchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** The whole message as written (RFC 5322). */
  raw: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
