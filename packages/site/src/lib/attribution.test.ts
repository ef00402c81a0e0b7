import { describe, expect, it } from 'vitest';
import { captureAttribution, readAttribution } from './attribution.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const at = (path: string) => {
  const url = new URL(path, 'https://cabo.example');
  return { search: url.search, pathname: url.pathname, origin: url.origin };
};

describe('attribution', () => {
  it("keeps the landing page's utm parameters, an outside referrer and the landing path", () => {
    const storage = memoryStorage();
    captureAttribution(
      at('/weddings?utm_source=instagram&utm_campaign=spring&utm_medium=&other=x'),
      'https://www.instagram.com/',
      storage,
    );
    expect(readAttribution(storage)).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'spring',
      referrer: 'https://www.instagram.com/',
      landingPath: '/weddings',
    });
  });

  it('keeps the first landing of the session, unless a new campaign link arrives', () => {
    const storage = memoryStorage();
    captureAttribution(at('/'), 'https://www.google.com/', storage);
    captureAttribution(at('/guides'), 'https://cabo.example/', storage);
    expect(readAttribution(storage)).toEqual({
      referrer: 'https://www.google.com/',
      landingPath: '/',
    });
    captureAttribution(at('/events?utm_source=newsletter'), 'https://cabo.example/', storage);
    // Our own pages are not a referrer.
    expect(readAttribution(storage)).toEqual({ utm_source: 'newsletter', landingPath: '/events' });
  });

  it('gives nothing without storage (the server, or storage disabled)', () => {
    expect(readAttribution(undefined)).toBeUndefined();
    expect(() => captureAttribution(at('/?utm_source=x'), '', undefined)).not.toThrow();
  });
});
