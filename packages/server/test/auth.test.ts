import { authResponseSchema, SIGNED_IN_HINT_COOKIE, userSchema } from '@cabo/contract';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/accounts/passwords.ts';
import { ensureAdmin } from '../src/accounts/service.ts';
import { SESSION_COOKIE } from '../src/sessions/middleware.ts';
import { useTestApp } from './support/app.ts';
import { apiError, CookieClient, testClock } from './support/client.ts';

const clock = testClock();
const IDLE_MS = 30 * 60_000;
const ABSOLUTE_MS = 4 * 3_600_000;
const app = useTestApp({
  now: clock.now,
  security: { sessionIdleMs: IDLE_MS, sessionAbsoluteMs: ABSOLUTE_MS },
});

const visitor = { email: 'Ana@Example.com', password: 'sunset-at-lands-end' };

async function registered(): Promise<CookieClient> {
  const client = new CookieClient(app.url);
  const res = await client.post('/api/register', visitor);
  expect(res.status).toBe(201);
  return client;
}

async function createAdmin(): Promise<void> {
  await ensureAdmin(app.db.knex, { username: 'Marisol', password: 'correct horse battery' });
}

describe('visitor accounts', () => {
  it('registers, signs in at once, and GET /api/user answers id, email, role, points, level', async () => {
    const client = new CookieClient(app.url);
    const res = await client.post('/api/register', visitor);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { user } = authResponseSchema.parse(await res.json());
    expect(user).toMatchObject({ email: 'ana@example.com', role: 'user', points: 0, level: 1 });

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(userSchema.parse(await me.json())).toEqual(user);

    const [row] = await app.db.knex('users').select('password_hash');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(visitor.password);
  });

  it('sets a signed, httpOnly, SameSite=Lax session cookie with a 256-bit id', async () => {
    const res = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(visitor),
    });
    const lines = res.headers.getSetCookie().filter((l) => !/expires=Thu, 01 Jan 1970/.test(l));
    const session = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).not.toMatch(/secure/i); // test env: plain HTTP
    const id = session.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(lines.some((l) => l.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
    // The table keeps a hash of the id, never the id itself.
    const rows = await app.db.knex('sessions').select('id_hash');
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).not.toBe(id);
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    await registered();
    const res = await new CookieClient(app.url).post('/api/register', {
      ...visitor,
      email: 'ANA@example.com',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'email_taken',
      errors: { email: ['An account with this email already exists'] },
    });
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough pw' }, 'email', 'Please enter a valid email'],
    [{ email: 'a@b.co', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: 'long enough pw', role: 'admin' }, '_', expect.any(String)],
  ])('validates registration %j', async (body, field, message) => {
    const res = await new CookieClient(app.url).post('/api/register', body);
    expect(res.status).toBe(400);
    const json = await apiError(res);
    expect(json.code).toBe('validation_failed');
    expect(json.errors?.[field]).toEqual([message]);
    expect(await app.db.knex('users').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('logs in with the right password; the same 401 for a wrong password or unknown e-mail', async () => {
    await registered();
    const wrong = await new CookieClient(app.url).post('/api/login', {
      email: visitor.email,
      password: 'not the password',
    });
    const unknown = await new CookieClient(app.url).post('/api/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { message: 'Invalid email or password', code: 'invalid_credentials' };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);

    const client = new CookieClient(app.url);
    const ok = await client.post('/api/login', {
      email: 'ANA@example.com',
      password: visitor.password,
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('spends the same argon2 work on an unknown user as on a wrong password', async () => {
    // Timed at the function, not over HTTP: request noise on a busy machine would swamp it.
    const stored = await hashPassword(visitor.password);
    const median = async (check: () => Promise<boolean>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        expect(await check()).toBe(false);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    await verifyPassword(undefined, 'warm-up'); // the first call builds the throw-away hash
    const wrong = await median(() => verifyPassword(stored, 'wrong password'));
    const unknown = await median(() => verifyPassword(undefined, 'wrong password'));
    // An early return would take microseconds against argon2's milliseconds; the wide
    // margin absorbs a busy machine's noise.
    expect(unknown).toBeGreaterThan(wrong / 10);
  });

  it('GET /api/user is 401 without a session', async () => {
    const res = await fetch(`${app.url}/api/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please log in', code: 'not_authenticated' });
  });
});

describe('sessions', () => {
  it('gets a new id at login: the id held before login no longer works', async () => {
    const client = await registered();
    const before = client.cookies.get(SESSION_COOKIE);
    const stale = client.clone();
    const res = await client.post('/api/login', visitor);
    expect(res.status).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('sign-in sets the readable signed-in hint and logout clears it', async () => {
    const client = new CookieClient(app.url);
    const res = await client.post('/api/register', visitor);
    const hint = res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    expect(hint).toMatch(/^cabo_signed_in=1;/);
    // The page's script must read it; the session cookie stays HttpOnly.
    expect(hint).not.toMatch(/httponly/i);
    expect(client.cookies.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    await client.post('/api/logout');
    expect(client.cookies.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('login answers the user and sets the hint too', async () => {
    await registered();
    const client = new CookieClient(app.url);
    const res = await client.post('/api/login', visitor);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { user } = authResponseSchema.parse(await res.json());
    expect(user).toMatchObject({ email: 'ana@example.com', role: 'user', points: 0, level: 1 });
    expect(client.cookies.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
  });

  it('logout destroys the session: the old cookie is rejected afterwards', async () => {
    const client = await registered();
    const stolen = client.clone();
    const res = await client.post('/api/logout');
    expect(res.status).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await stolen.get('/api/user')).status).toBe(401);
    expect(await app.db.knex('sessions').count({ n: '*' })).toEqual([{ n: 0 }]);
    // Logging out again is harmless.
    expect((await client.post('/api/logout')).status).toBe(204);
  });

  it('ends after the idle time without requests, and activity keeps it alive', async () => {
    const client = await registered();
    clock.advance(IDLE_MS - 60_000);
    expect((await client.get('/api/user')).status).toBe(200);
    clock.advance(IDLE_MS - 60_000); // well past the first deadline, within the moved one
    expect((await client.get('/api/user')).status).toBe(200);
    clock.advance(IDLE_MS + 1);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ends at the absolute limit even when active', async () => {
    const client = await registered();
    const step = IDLE_MS - 60_000;
    let elapsed = 0;
    while (elapsed + step < ABSOLUTE_MS) {
      clock.advance(step);
      elapsed += step;
      expect((await client.get('/api/user')).status).toBe(200);
    }
    clock.advance(ABSOLUTE_MS - elapsed);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('ignores a cookie whose signature does not match', async () => {
    const client = await registered();
    client.cookies.set(`${SESSION_COOKIE}.sig`, 'forged');
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('admin login', () => {
  it('signs an admin in by username (any case) and GET /api/user shows the role', async () => {
    await createAdmin();
    const client = new CookieClient(app.url);
    const res = await client.post('/api/admin/login', {
      username: 'marisol',
      password: 'correct horse battery',
    });
    expect(res.status).toBe(200);
    const me = userSchema.parse(await (await client.get('/api/user')).json());
    expect(me).toMatchObject({ username: 'Marisol', role: 'admin', email: null });
  });

  it('gives one answer for unknown user, wrong password and a non-admin account', async () => {
    await createAdmin();
    await registered();
    const attempts = [
      { username: 'nobody', password: 'correct horse battery' },
      { username: 'Marisol', password: 'wrong' },
      { username: visitor.email, password: visitor.password },
    ];
    for (const body of attempts) {
      const res = await new CookieClient(app.url).post('/api/admin/login', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Invalid credentials',
        code: 'invalid_credentials',
      });
    }
  });

  it.each([
    [{ password: 'x' }, 'username', 'Username is required'],
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ username: 'Marisol' }, 'password', 'Password is required'],
    [{ username: 'Marisol', password: '' }, 'password', 'Password is required'],
  ])('validates %j with the spec message', async (body, field, message) => {
    const res = await new CookieClient(app.url).post('/api/admin/login', body);
    expect(res.status).toBe(400);
    const json = await apiError(res);
    expect(json.message).toBe(message);
    expect(json.errors?.[field]).toEqual([message]);
  });

  it('creates no admin by default, then the configured one once', async () => {
    expect(await app.db.knex('users').where({ role: 'admin' }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
    const first = await ensureAdmin(app.db.knex, null);
    expect(first).toMatchObject({ created: true, username: 'admin' });
    expect(first.created && first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await ensureAdmin(app.db.knex, null)).toEqual({ created: false });
    const client = new CookieClient(app.url);
    const res = await client.post('/api/admin/login', {
      username: 'admin',
      password: first.created ? first.generatedPassword : '',
    });
    expect(res.status).toBe(200);
  });
});
