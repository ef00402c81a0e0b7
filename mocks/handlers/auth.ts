import {
  adminLoginRequestSchema,
  apiPaths,
  authMessages,
  LOGIN_REQUIRED_FOR_BOOKING,
  LOGIN_REQUIRED_FOR_INQUIRY,
  loginRequestSchema,
  registerRequestSchema,
  resortInquiryPayloadSchema,
  villaBookingPayloadSchema,
  type ApiError,
  type AuthResponse,
  type SubmissionReceipt,
  type User,
} from '@cabo/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { pendingForever } from './pending.ts';

/** A signed-in visitor with some shares behind them (level progress 40 of 100). */
export const mockVisitor: User = {
  id: 7,
  email: 'ana@example.com',
  username: null,
  role: 'user',
  points: 140,
  level: 2,
};

export const mockAdmin: User = {
  id: 1,
  email: null,
  username: 'admin',
  role: 'admin',
  points: 0,
  level: 1,
};

/** A signed-in editor: the content studio and media only (docs/admin.md, "Roles"). */
export const mockEditor: User = {
  id: 2,
  email: null,
  username: 'maria',
  role: 'editor',
  points: 0,
  level: 1,
};

/** The password the mock admin login accepts (any other is "Invalid credentials"). */
export const MOCK_ADMIN_PASSWORD = 'storybook-admin';

/** An answer in the server's error shape. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  errors?: ApiError['errors'],
): Response =>
  HttpResponse.json<ApiError>(errors ? { message, code, errors } : { message, code }, { status });

/** The part of a zod schema the handlers use (the mocks do not depend on zod directly). */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** A schema's answer as the server gives it: the data, or its 400 with a message per field. */
function parsed<T>(result: ReturnType<Schema<T>['safeParse']>): Parsed<T> {
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.length ? issue.path.map(String).join('.') : '_'] ??= []).push(issue.message);
  }
  const message = result.error.issues[0]?.message ?? 'Invalid request';
  return { ok: false, response: apiError(400, 'validation_failed', message, errors) };
}

/** Parses a request body as the server does; a failure answers the server's 400 shape. */
export async function parseRequest<T>(request: Request, schema: Schema<T>): Promise<Parsed<T>> {
  return parsed(schema.safeParse(await request.json().catch(() => undefined)));
}

/** Parses a request's query string as the server does; a failure answers its 400 shape. */
export function parseQuery<T>(request: Request, schema: Schema<T>): Parsed<T> {
  return parsed(schema.safeParse(Object.fromEntries(new URL(request.url).searchParams)));
}

export const internalError = (): Response =>
  apiError(500, 'internal_error', 'Internal server error');

/**
 * The account calls. With `remember`, state is kept in the closure: logging in makes
 * GET /api/user answer that user and logging out makes it 401 (for stories of a whole flow;
 * call it in the story so no other story shares the state). Without it, the calls answer
 * but GET /api/user stays as `initial`.
 */
export function authSession(
  initial: User | null = null,
  { remember = true }: { remember?: boolean } = {},
): HttpHandler[] {
  let user = initial;
  const signedIn = (u: User, status = 200) => {
    if (remember) user = u;
    return HttpResponse.json<AuthResponse>({ user: u }, { status });
  };
  return [
    http.get(apiPaths.user, (): Response =>
      user
        ? HttpResponse.json<User>(user)
        : apiError(401, 'not_authenticated', authMessages.notLoggedIn),
    ),
    http.post(apiPaths.register, async ({ request }) => {
      const body = await parseRequest(request, registerRequestSchema);
      if (!body.ok) return body.response;
      if (body.data.email === 'taken@example.com') {
        return apiError(409, 'email_taken', authMessages.emailTaken, {
          email: [authMessages.emailTaken],
        });
      }
      return signedIn({ ...mockVisitor, email: body.data.email, points: 0, level: 1 }, 201);
    }),
    http.post(apiPaths.login, async ({ request }) => {
      const body = await parseRequest(request, loginRequestSchema);
      if (!body.ok) return body.response;
      return signedIn({ ...mockVisitor, email: body.data.email });
    }),
    http.post(apiPaths.adminLogin, async ({ request }) => {
      const body = await parseRequest(request, adminLoginRequestSchema);
      if (!body.ok) return body.response;
      if (body.data.password !== MOCK_ADMIN_PASSWORD) {
        return apiError(401, 'invalid_credentials', authMessages.invalidCredentials);
      }
      return signedIn({ ...mockAdmin, username: body.data.username });
    }),
    http.post(apiPaths.logout, () => {
      if (remember) user = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

// Shared groups hold no state, so one story's login never leaks into the next.
/** Default: an anonymous visitor; the login, register and logout calls succeed. */
export const auth = authSession(null, { remember: false });
export const authVisitor = authSession(mockVisitor, { remember: false });
export const authAdmin = authSession(mockAdmin, { remember: false });
export const authEditor = authSession(mockEditor, { remember: false });

/** Every account call fails: the user check, logins (500) and logout. */
export const authError = [
  http.get(apiPaths.user, internalError),
  http.post(apiPaths.register, internalError),
  http.post(apiPaths.login, internalError),
  http.post(apiPaths.adminLogin, internalError),
  http.post(apiPaths.logout, internalError),
];

/** Too many failed logins: the login calls answer 429. */
export const authRateLimited = [
  http.get(apiPaths.user, () => apiError(401, 'not_authenticated', authMessages.notLoggedIn)),
  ...[apiPaths.login, apiPaths.adminLogin].map((path) =>
    http.post(path, () => apiError(429, 'rate_limited', authMessages.tooManyAttempts)),
  ),
];

/** Every account call hangs, for pending and loading states. */
export const authSlow = [
  apiPaths.user,
  apiPaths.register,
  apiPaths.login,
  apiPaths.adminLogin,
  apiPaths.logout,
].map((path) => (path === apiPaths.user ? http.get : http.post)(path, pendingForever));

// The logged-in stay requests (docs/stays.md). They need a session: the default group
// answers for a signed-in visitor; `stayRequestsLoggedOut` gives the spec's 401 messages.

let receiptId = 100;
const receipt = (submissionId: string): SubmissionReceipt => {
  const id = ++receiptId;
  return {
    id,
    submissionId,
    status: 'pending',
    createdAt: new Date().toISOString(),
    reference: `B-${id}`,
  };
};

export const stayRequests = [
  http.post(apiPaths.resortInquiries, async ({ request }) => {
    const body = await parseRequest(request, resortInquiryPayloadSchema);
    if (!body.ok) return body.response;
    return HttpResponse.json(receipt(body.data.submissionId), { status: 201 });
  }),
  http.post(apiPaths.villaBookings, async ({ request }) => {
    const body = await parseRequest(request, villaBookingPayloadSchema);
    if (!body.ok) return body.response;
    return HttpResponse.json(receipt(body.data.submissionId), { status: 201 });
  }),
];

export const stayRequestsLoggedOut = [
  http.post(apiPaths.resortInquiries, () =>
    apiError(401, 'not_authenticated', LOGIN_REQUIRED_FOR_INQUIRY),
  ),
  http.post(apiPaths.villaBookings, () =>
    apiError(401, 'not_authenticated', LOGIN_REQUIRED_FOR_BOOKING),
  ),
];

/** The server refuses: the guest count is above the listing's maximum (400, field error). */
export const stayRequestsTooManyGuests = (
  [
    [apiPaths.resortInquiries, 'This resort welcomes at most 2 guests'],
    [apiPaths.villaBookings, 'This villa welcomes at most 8 guests'],
  ] as const
).map(([path, message]) =>
  http.post(path, () => apiError(400, 'validation_failed', message, { guests: [message] })),
);

export const stayRequestsError = [
  http.post(apiPaths.resortInquiries, internalError),
  http.post(apiPaths.villaBookings, internalError),
];

export const stayRequestsSlow = [apiPaths.resortInquiries, apiPaths.villaBookings].map((path) =>
  http.post(path, pendingForever),
);
