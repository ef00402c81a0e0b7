import { describe, expect, it } from 'vitest';
import { loadConfig, securityConfig } from '../config.ts';

const key = 'k'.repeat(32);

describe('security configuration', () => {
  it('refuses to start in production without SESSION_KEYS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS: required/);
  });

  it('generates a random key outside production, a new one each time', () => {
    const a = securityConfig('development');
    const b = securityConfig('development');
    expect(a.sessionKeys).toHaveLength(1);
    expect(a.sessionKeys[0]).not.toBe(b.sessionKeys[0]);
  });

  it('reads comma-separated keys (newest first) and refuses short ones', () => {
    const c = loadConfig({ NODE_ENV: 'production', SESSION_KEYS: `${key}, ${'o'.repeat(40)}` });
    expect(c.security.sessionKeys).toEqual([key, 'o'.repeat(40)]);
    expect(() => loadConfig({ SESSION_KEYS: 'short' })).toThrow(/at least 32 characters/);
  });

  it('makes cookies Secure in production unless COOKIE_SECURE=false says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_KEYS: key }).security.cookieSecure).toBe(
      true,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_KEYS: key, COOKIE_SECURE: 'false' }).security
        .cookieSecure,
    ).toBe(false);
    expect(loadConfig({}).security.cookieSecure).toBe(false);
  });

  it('trusts no proxy by default, and sets the limits the issue names', () => {
    const s = loadConfig({}).security;
    expect(s.trustProxy).toBe(0);
    expect(s.rateLimits.loginFailures).toBe(10);
    expect(loadConfig({ TRUST_PROXY: '1' }).security.trustProxy).toBe(1);
  });

  it('takes the first admin only as a pair, with a password of 12 or more characters', () => {
    expect(
      loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'twelve chars' }).security.admin,
    ).toEqual({ username: 'boss', password: 'twelve chars' });
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(/go together/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('uses reCAPTCHA only with a secret, at the configured verify address', () => {
    expect(loadConfig({}).security.recaptcha).toBeNull();
    expect(
      loadConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify' })
        .security.recaptcha,
    ).toEqual({ secret: 's', siteKey: null, verifyUrl: 'http://127.0.0.1:9/verify' });
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'not a url' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });
});
