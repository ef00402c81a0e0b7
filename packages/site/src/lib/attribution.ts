import { utmParameters, type Attribution } from '@cabo/contract';

const STORAGE_KEY = 'cabo.attribution';

/**
 * Where this visit came from, for every lead it sends (docs/lead-forms.md): the landing
 * page's `utm_*` parameters, the referring page (other sites only) and the landing path.
 * Kept for the browser tab's session; a new campaign link replaces it. Call once at start.
 */
export function captureAttribution(
  location: Pick<Location, 'search' | 'pathname' | 'origin'> = window.location,
  referrer: string = document.referrer,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorageOrNone(),
): void {
  if (!storage) return;
  const params = new URLSearchParams(location.search);
  const utm = Object.fromEntries(
    utmParameters.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value.slice(0, 200)]] : [];
    }),
  );
  const hasCampaign = Object.keys(utm).length > 0;
  if (!hasCampaign && storage.getItem(STORAGE_KEY) !== null) return;
  const external = referrer && !referrer.startsWith(location.origin) ? referrer : undefined;
  const attribution: Attribution = {
    ...utm,
    ...(external ? { referrer: external.slice(0, 500) } : {}),
    landingPath: location.pathname.slice(0, 500),
  };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or refused: the lead simply goes without attribution.
  }
}

/** The attribution captured on landing, if any (undefined on the server). */
export function readAttribution(
  storage: Pick<Storage, 'getItem'> | undefined = sessionStorageOrNone(),
): Attribution | undefined {
  const text = storage?.getItem(STORAGE_KEY);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Attribution;
  } catch {
    return undefined;
  }
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings) throws on access.
    return undefined;
  }
}
