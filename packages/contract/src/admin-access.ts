import type { StaffRole, UserRole } from './auth.ts';
import { apiPaths } from './paths.ts';

/** Every path under it is the admin API: sessions of staff only, never cached. */
export const ADMIN_API_PREFIX = '/api/admin';

/** `public`: anyone may call it (the admin login itself). */
export type AdminAccess = readonly StaffRole[] | 'public';

const adminOnly: AdminAccess = ['admin'];
const staff: AdminAccess = ['admin', 'editor'];

/** A rule for one path of `apiPaths`, per method. */
export interface AdminPathRule {
  path: string;
  methods: Readonly<Partial<Record<string, AdminAccess>>>;
}

/** A rule for every path and method under a prefix (areas whose paths grow on their own). */
export interface AdminPrefixRule {
  prefix: string;
  access: AdminAccess;
}

/**
 * Who may call each admin API path (docs/admin.md, "Roles"): the one table the server's
 * guard enforces and the admin app reads to hide what a role cannot open. Editors get the
 * content studio and media; everything holding visitors' personal data, the outbox and the
 * staff accounts is the admins'. A path or method without a rule is the admins' too.
 */
export const adminPathRules: readonly AdminPathRule[] = [
  { path: apiPaths.adminLogin, methods: { POST: 'public' } },
  { path: apiPaths.adminLeads, methods: { GET: adminOnly } },
  { path: apiPaths.adminLead, methods: { GET: adminOnly, PATCH: adminOnly } },
  { path: apiPaths.adminLeadsCsv, methods: { GET: adminOnly } },
  { path: apiPaths.adminLeadOwner, methods: { PUT: adminOnly } },
  { path: apiPaths.adminBookingOwner, methods: { PUT: adminOnly } },
  { path: apiPaths.adminGuideSubmissionOwner, methods: { PUT: adminOnly } },
  { path: apiPaths.adminBookings, methods: { GET: adminOnly } },
  { path: apiPaths.adminBooking, methods: { GET: adminOnly, PATCH: adminOnly } },
  { path: apiPaths.adminBookingsCsv, methods: { GET: adminOnly } },
  { path: apiPaths.adminGuideSubmissions, methods: { GET: adminOnly } },
  { path: apiPaths.adminGuideSubmission, methods: { GET: adminOnly } },
  { path: apiPaths.adminGuideSubmissionsCsv, methods: { GET: adminOnly } },
  { path: apiPaths.adminGuideSubmissionResend, methods: { POST: adminOnly } },
  // Counts of leads and bookings: the sales figures, not the editors' work.
  { path: apiPaths.adminAnalytics, methods: { GET: adminOnly } },
  // Replies and follow-ups work on the visitors' records: admins only.
  { path: apiPaths.adminLeadReplies, methods: { GET: adminOnly, POST: adminOnly } },
  { path: apiPaths.adminBookingReplies, methods: { GET: adminOnly, POST: adminOnly } },
  { path: apiPaths.adminTasks, methods: { GET: adminOnly, POST: adminOnly } },
  { path: apiPaths.adminTaskComplete, methods: { POST: adminOnly } },
  { path: apiPaths.adminTaskReopen, methods: { POST: adminOnly } },
  // Contacts hold every request of a person: the admins' (docs/admin.md, "Contacts").
  { path: apiPaths.adminContacts, methods: { GET: adminOnly } },
  { path: apiPaths.adminContactSuggestions, methods: { GET: adminOnly } },
  { path: apiPaths.adminContact, methods: { GET: adminOnly } },
  { path: apiPaths.adminContactMerge, methods: { POST: adminOnly } },
  { path: apiPaths.adminRecordContact, methods: { GET: adminOnly } },
  { path: apiPaths.adminAnalyticsCsv, methods: { GET: adminOnly } },
  { path: apiPaths.adminIntegrations, methods: { GET: adminOnly } },
  { path: apiPaths.adminIntegrationTest, methods: { POST: adminOnly } },
  { path: apiPaths.adminIntegrationSettings, methods: { PUT: adminOnly } },
  { path: apiPaths.adminOutbox, methods: { GET: adminOnly } },
  { path: apiPaths.adminOutboxRetry, methods: { POST: adminOnly } },
  { path: apiPaths.adminMail, methods: { GET: adminOnly } },
  { path: apiPaths.adminMailMessage, methods: { GET: adminOnly } },
  { path: apiPaths.adminMailRaw, methods: { GET: adminOnly } },
  { path: apiPaths.adminWebhookSigning, methods: { GET: adminOnly } },
  { path: apiPaths.adminWebhookSigningRotate, methods: { POST: adminOnly } },
  { path: apiPaths.adminUsers, methods: { GET: adminOnly, POST: adminOnly } },
  { path: apiPaths.adminUser, methods: { PATCH: adminOnly } },
  // The marketing claims are the business's word, not catalogue work: admins only.
  { path: apiPaths.adminSiteFigures, methods: { GET: adminOnly, PUT: adminOnly } },
  { path: apiPaths.adminPricingSettings, methods: { GET: adminOnly, PUT: adminOnly } },
];

/** The content studio and the media library: every path under these, any method. */
export const adminPrefixRules: readonly AdminPrefixRule[] = [
  { prefix: `${ADMIN_API_PREFIX}/content`, access: staff },
  { prefix: `${ADMIN_API_PREFIX}/media`, access: staff },
  { prefix: `${ADMIN_API_PREFIX}/reviews`, access: staff },
];

/** `:name` segments match one segment; the rest literally, any case (as the router). */
function templateMatcher(template: string): RegExp {
  const source = template
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const pathMatchers = adminPathRules.map((rule) => ({ rule, re: templateMatcher(rule.path) }));

/**
 * The rule for a request, or undefined when no rule names it. `path` is the decoded path;
 * one with `.` or `..` segments or empty segments matches no rule, so no spelling of a path
 * borrows a prefix rule's access.
 */
export function adminAccessRule(method: string, path: string): AdminAccess | undefined {
  const segments = path.split('/').slice(1);
  if (segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1)))
    return undefined;
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const exact = pathMatchers.find(({ re }) => re.test(path));
  if (exact) return exact.rule.methods[verb];
  const lower = path.toLowerCase();
  return adminPrefixRules.find(
    (r) =>
      lower === r.prefix || lower.startsWith(`${r.prefix}/`) || lower.startsWith(`${r.prefix}-`),
  )?.access;
}

/**
 * May `role` call `method` on `path`? What no rule names is the admins'. The admin app asks
 * this to show a section; the server's guard asks it for every /api/admin request.
 */
export function canCallAdminApi(role: UserRole | null, method: string, path: string): boolean {
  const access = adminAccessRule(method, path) ?? adminOnly;
  if (access === 'public') return true;
  return role !== null && (access as readonly string[]).includes(role);
}
