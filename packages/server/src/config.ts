import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@cabo/data';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The staff app's browser build (packages/admin, `pnpm run build`). */
export const DEFAULT_ADMIN_DIST = path.join(repoRoot, 'packages', 'admin', 'dist');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'pglite')),
  SITE_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'packages', 'site', 'dist')),
  ADMIN_DIST: z.string().min(1).default(DEFAULT_ADMIN_DIST),
  // Public brand facts of this deployment, rendered into pages (defaults: the data package).
  PUBLIC_BASE_URL: z.url().optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().min(5).max(40).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'WHATSAPP_NUMBER must be digits only, with the country code')
    .optional(),
  // Outbox destinations: each is "configured" (gets an outbox row per submission) when set.
  AUTOMATION_WEBHOOK_URL: z.url().optional(),
  TABLE_SERVICE_URL: z.url().optional(),
  TABLE_SERVICE_TOKEN: z.string().min(1).optional(),
  TABLE_SERVICE_BASE_ID: z.string().min(1).optional(),
  // The property-management system the villas' calendars come from (Test Connection asks it).
  PMS_URL: z.url().optional(),
  PMS_API_KEY: z.string().min(1).optional(),
  // 32 bytes as 64 hex digits or base64: encrypts the integration settings stored from the
  // admin (docs/operations.md, "Secrets"). Unset: a key file under DATA_DIR outside
  // production; in production nothing can be stored until it is set.
  SETTINGS_ENCRYPTION_KEY: z.string().min(1).optional(),
  SETTINGS_ENCRYPTION_PREVIOUS_KEYS: z.string().min(1).optional(),
  // Outbox delivery: attempts after the first, the base delay of the jittered exponential
  // backoff, how often an idle worker looks for jobs (new work also wakes it at once), and
  // how many deliveries one instance runs at once per destination: e-mail, and each
  // forwarding service (kept lower: such services limit requests per second).
  OUTBOX_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  OUTBOX_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  OUTBOX_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
  OUTBOX_FORWARD_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  // While more requests than this are in flight, workers hold back (up to a couple of
  // seconds between batches): a burst is taken in first and its e-mails follow. 0: never.
  OUTBOX_YIELD_REQUESTS: z.coerce.number().int().min(0).max(10_000).default(8),
  // E-mail through SMTP; without SMTP_HOST the messages are written as .eml files to MAIL_DIR.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_STAFF_TO: z.email().optional(),
  MAIL_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'mail')),
  // Comma-separated cookie signing keys, newest first (older ones still verify, for rotation).
  SESSION_KEYS: z.string().min(1).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  // Number of reverse proxies in front of the app whose X-Forwarded-* headers are trusted.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  ADMIN_USERNAME: z.string().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PUBLIC_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  // How long a shutdown waits for requests in progress before it cuts them.
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(300).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines on a terminal, JSON lines otherwise (a log collector).
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  // Unset: no GET /metrics at all; set: Prometheus scrapes it with this bearer token.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Files the server keeps for its operators (the first admin's generated password), and
  // the media library's files under media/ unless a bucket is configured.
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  // The media library (docs/media.md): the upload limit, how many pictures one instance
  // processes at once (each on one libvips thread), and how often idle workers look for work.
  MEDIA_MAX_UPLOAD_MB: z.coerce.number().positive().max(200).default(25),
  MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  MEDIA_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  // An S3-compatible bucket shared by every instance; without it, files go under DATA_DIR.
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  MEDIA_S3_PREFIX: z.string().default(''),
});

export type DatabaseConfig =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  siteDist: string;
  /** The staff app's browser build, served for /admin and every path under it. */
  adminDist: string;
  /** Brand facts that override the data package's defaults (public values only). */
  brand: BrandConfig;
  security: SecurityConfig;
  outbox: OutboxConfig;
  log: { level: string; format: 'json' | 'pretty' | null };
  drainTimeoutMs: number;
  /** GET /metrics answers only with a token configured (docs/observability.md). */
  metrics: { token: string | null };
  dataDir: string;
  media: MediaConfig;
}

export interface S3StorageConfig {
  bucket: string;
  endpoint: string | null;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (most self-hosted S3 servers) instead of in the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several sites. */
  prefix: string;
}

export interface MediaConfig {
  storage: { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StorageConfig);
  maxUploadBytes: number;
  concurrency: number;
  pollSeconds: number;
}

export function mediaConfig(
  e: Partial<z.infer<typeof envSchema>> = {},
  dataDir = e.DATA_DIR ?? path.join(repoRoot, '.data'),
): MediaConfig {
  if (Boolean(e.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment:\n  MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    storage: e.MEDIA_S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.MEDIA_S3_BUCKET,
          endpoint: e.MEDIA_S3_ENDPOINT ?? null,
          region: e.MEDIA_S3_REGION ?? 'us-east-1',
          credentials:
            e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
                  secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
                }
              : null,
          forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE === 'true',
          prefix: e.MEDIA_S3_PREFIX ?? '',
        }
      : { kind: 'folder', dir: path.join(dataDir, 'media') },
    maxUploadBytes: Math.round((e.MEDIA_MAX_UPLOAD_MB ?? 25) * 1024 * 1024),
    concurrency: e.MEDIA_CONCURRENCY ?? 1,
    pollSeconds: e.MEDIA_POLL_SECONDS ?? 5,
  };
}

export interface BrandConfig {
  publicBaseUrl?: string;
  contactEmail?: string;
  phone?: string;
  whatsappNumber?: string;
}

/**
 * Where stored submissions are forwarded and how e-mail leaves, read by the outbox worker.
 * A destination left null is "not configured": its jobs wait until it is set.
 */
export interface OutboxConfig {
  automationWebhookUrl: string | null;
  tableService: { url: string; token: string; baseId: string | null } | null;
  /** Retry and polling timings; defaults are DEFAULT_DELIVERY (tests shorten them). */
  delivery?: Partial<DeliveryConfig>;
  /** E-mail settings; without them e-mail jobs are queued but nothing sends them. */
  mail?: MailConfig;
  /** The property-management system, from the environment (stored settings win). */
  pms?: { url: string; apiKey: string } | null;
  /** Encrypts the settings stored from the admin; null: none can be stored (production). */
  settingsKey?: SettingsKeySource | null;
}

/**
 * The key of the stored integration settings: given (SETTINGS_ENCRYPTION_KEY, with previous
 * keys still read during a rotation), or a file under DATA_DIR made at first use outside
 * production.
 */
export type SettingsKeySource = { key: Buffer; previous?: Buffer[] } | { file: string };

/** 32 bytes from 64 hex digits or base64; anything else stops start-up. */
export function parseSettingsKey(text: string, name = 'SETTINGS_ENCRYPTION_KEY'): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error(`Invalid environment:\n  ${name}: 32 bytes, as 64 hex digits or base64`);
  }
  return key;
}

export function settingsKeySource(
  env: Config['env'],
  e: Partial<z.infer<typeof envSchema>>,
  dataDir: string,
): SettingsKeySource | null {
  if (e.SETTINGS_ENCRYPTION_KEY) {
    return {
      key: parseSettingsKey(e.SETTINGS_ENCRYPTION_KEY),
      previous: (e.SETTINGS_ENCRYPTION_PREVIOUS_KEYS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .map((k) => parseSettingsKey(k, 'SETTINGS_ENCRYPTION_PREVIOUS_KEYS')),
    };
  }
  return env === 'production' ? null : { file: path.join(dataDir, 'settings-encryption-key') };
}

export interface DeliveryConfig {
  /** Attempts after the first before a delivery is dead. */
  retryLimit: number;
  /** Base of the backoff: retry n waits between delay·2^(n-1) and delay·2^n seconds. */
  retryDelaySeconds: number;
  /** How often an idle worker looks for jobs; new work wakes it sooner (docs/architecture.md). */
  pollingIntervalSeconds: number;
  /** E-mails one instance sends at once. */
  concurrency: number;
  /** Forwardings one instance sends at once to each of the webhook and the table service. */
  forwardConcurrency: number;
  /** How long stop waits for deliveries in flight (and their recording) before it gives up. */
  stopGraceMs: number;
  /**
   * Requests in flight above which the workers give way (fetch a batch only every
   * `yieldMaxMs`); 0 never. Only the running server counts its requests (main.ts).
   */
  yieldRequests: number;
  /** The longest a worker holds back while requests pile up: at least a batch this often. */
  yieldMaxMs: number;
  /** One HTTP call or SMTP conversation; a job's lease (pg-boss expireIn) is longer. */
  requestTimeoutMs: number;
  /**
   * How often pg-boss's maintenance runs: it fails (to retry) a job whose worker died past
   * its lease, and archives finished jobs.
   */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_DELIVERY: DeliveryConfig = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  pollingIntervalSeconds: 2,
  concurrency: 16,
  forwardConcurrency: 4,
  stopGraceMs: 20_000,
  yieldRequests: 8,
  yieldMaxMs: 2_000,
  requestTimeoutMs: 15_000,
  maintenanceIntervalSeconds: 120,
};

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
}

export interface MailConfig {
  /** null: no SMTP server, the messages are written as .eml files to `dir`. */
  smtp: SmtpConfig | null;
  dir: string;
  from: string;
  /** Who gets the staff alert for every lead and booking. */
  staffTo: string;
  /** The public site's address, for links in e-mail (the guide PDF). */
  publicBaseUrl: string;
  /** Signs the status-page and confirmation links (SecurityConfig.linkKey); none: no links. */
  linkKey?: Buffer;
}

export function outboxConfig(e: Partial<z.infer<typeof envSchema>> = {}): OutboxConfig {
  if (Boolean(e.PMS_URL) !== Boolean(e.PMS_API_KEY)) {
    throw new Error('Invalid environment:\n  PMS_URL and PMS_API_KEY go together');
  }
  if (Boolean(e.TABLE_SERVICE_URL) !== Boolean(e.TABLE_SERVICE_TOKEN)) {
    throw new Error(
      'Invalid environment:\n  TABLE_SERVICE_URL and TABLE_SERVICE_TOKEN go together',
    );
  }
  return {
    automationWebhookUrl: e.AUTOMATION_WEBHOOK_URL ?? null,
    tableService:
      e.TABLE_SERVICE_URL && e.TABLE_SERVICE_TOKEN
        ? {
            url: e.TABLE_SERVICE_URL,
            token: e.TABLE_SERVICE_TOKEN,
            baseId: e.TABLE_SERVICE_BASE_ID ?? null,
          }
        : null,
    delivery: {
      retryLimit: e.OUTBOX_RETRY_LIMIT ?? DEFAULT_DELIVERY.retryLimit,
      retryDelaySeconds: e.OUTBOX_RETRY_DELAY_SECONDS ?? DEFAULT_DELIVERY.retryDelaySeconds,
      pollingIntervalSeconds: e.OUTBOX_POLL_SECONDS ?? DEFAULT_DELIVERY.pollingIntervalSeconds,
      concurrency: e.OUTBOX_CONCURRENCY ?? DEFAULT_DELIVERY.concurrency,
      forwardConcurrency: e.OUTBOX_FORWARD_CONCURRENCY ?? DEFAULT_DELIVERY.forwardConcurrency,
      yieldRequests: e.OUTBOX_YIELD_REQUESTS ?? DEFAULT_DELIVERY.yieldRequests,
    },
    mail: mailConfig(e),
    pms: e.PMS_URL && e.PMS_API_KEY ? { url: e.PMS_URL, apiKey: e.PMS_API_KEY } : null,
    settingsKey: settingsKeySource(
      e.NODE_ENV ?? 'development',
      e,
      e.DATA_DIR ?? path.join(repoRoot, '.data'),
    ),
  };
}

export function mailConfig(e: Partial<z.infer<typeof envSchema>> = {}): MailConfig {
  if (Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASSWORD)) {
    throw new Error('Invalid environment:\n  SMTP_USER and SMTP_PASSWORD go together');
  }
  if (!e.SMTP_HOST && (e.SMTP_USER || e.SMTP_PORT)) {
    throw new Error('Invalid environment:\n  SMTP_HOST: required with SMTP_PORT or SMTP_USER');
  }
  const secure = e.SMTP_SECURE ? e.SMTP_SECURE === 'true' : e.SMTP_PORT === 465;
  const contactEmail = e.CONTACT_EMAIL ?? brand.contactEmail;
  return {
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT ?? (secure ? 465 : 587),
          secure,
          user: e.SMTP_USER ?? null,
          password: e.SMTP_PASSWORD ?? null,
        }
      : null,
    dir: e.MAIL_DIR ?? path.join(repoRoot, '.data', 'mail'),
    from: e.MAIL_FROM ?? `${brand.siteName} Concierge <${contactEmail}>`,
    staffTo: e.MAIL_STAFF_TO ?? contactEmail,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? brand.publicBaseUrl).replace(/\/+$/, ''),
  };
}

export interface SecurityConfig {
  sessionKeys: string[];
  /**
   * Signs the links e-mail carries (a request's status page, an account's confirmation):
   * derived from the first session key, so it is as secret and rotates with it.
   */
  linkKey: Buffer;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  cookieSecure: boolean;
  trustProxy: number;
  admin: { username: string; password: string } | null;
  recaptcha: { secret: string; siteKey: string | null; verifyUrl: string } | null;
  rateLimits: { loginFailures: number; publicPostsPerMinute: number };
}

/** The key of signed links, kept apart from the session's own use of the same secret. */
export function linkKeyFrom(sessionKey: string): Buffer {
  return createHmac('sha256', sessionKey).update('cabo signed links').digest();
}

/**
 * Security settings for an environment. Outside production a missing SESSION_KEYS gets a
 * random key per process (sessions then end at restart); production refuses to start.
 */
export function securityConfig(
  env: Config['env'],
  e: Partial<z.infer<typeof envSchema>> = {},
): SecurityConfig {
  const keys = (e.SESSION_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length === 0) {
    if (env === 'production') {
      throw new Error(
        'Invalid environment:\n  SESSION_KEYS: required in production (comma-separated random keys)',
      );
    }
    keys.push(randomBytes(32).toString('base64url'));
  }
  if (keys.some((k) => k.length < 32)) {
    throw new Error('Invalid environment:\n  SESSION_KEYS: each key needs at least 32 characters');
  }
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment:\n  ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  return {
    sessionKeys: keys,
    linkKey: linkKeyFrom(keys[0]!),
    sessionIdleMs: (e.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    sessionAbsoluteMs: (e.SESSION_ABSOLUTE_HOURS ?? 24) * 3_600_000,
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === 'true' : env === 'production',
    trustProxy: e.TRUST_PROXY ?? 0,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : null,
    recaptcha: e.RECAPTCHA_SECRET
      ? {
          secret: e.RECAPTCHA_SECRET,
          siteKey: e.RECAPTCHA_SITE_KEY ?? null,
          verifyUrl: e.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
        }
      : null,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES ?? 10,
      publicPostsPerMinute: e.RATE_LIMIT_PUBLIC_POSTS_PER_MINUTE ?? 60,
    },
  };
}

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const security = securityConfig(e.NODE_ENV, e);
  const outbox = outboxConfig(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: e.PGLITE_DIR },
    siteDist: e.SITE_DIST,
    adminDist: e.ADMIN_DIST,
    brand: {
      publicBaseUrl: e.PUBLIC_BASE_URL,
      contactEmail: e.CONTACT_EMAIL,
      phone: e.CONTACT_PHONE,
      whatsappNumber: e.WHATSAPP_NUMBER,
    },
    security,
    outbox: { ...outbox, mail: outbox.mail && { ...outbox.mail, linkKey: security.linkKey } },
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? null },
    drainTimeoutMs: e.DRAIN_TIMEOUT_SECONDS * 1000,
    metrics: { token: e.METRICS_TOKEN ?? null },
    dataDir: e.DATA_DIR,
    media: mediaConfig(e, e.DATA_DIR),
  };
}
