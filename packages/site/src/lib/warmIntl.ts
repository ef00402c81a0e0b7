import { NUMBER_FORMAT_SELECTOR } from '@cabo/ui';
import { nextTask } from './nextTask.ts';

// A page's first use of Intl loads the browser's locale data (tens of milliseconds on a
// phone), and each service's first use some more. React Aria uses them as its modules load;
// done first, each in a short task of its own, that cost no longer lengthens the one long task
// in which a page's code runs. A page without React Aria or a number field (the home page)
// uses no Intl at all (prices and post dates are written by hand) and warms nothing.
// main.tsx loads this module only for a page with one of these (it names them too).
const NEEDS = {
  reactAria: '[data-rac]',
  numberField: NUMBER_FORMAT_SELECTOR,
} as const;

const FIRST_USES: { needs: keyof typeof NEEDS; warm: () => void }[] = [
  {
    // React Aria reads the visitor's locale and its writing direction when its modules load.
    needs: 'reactAria',
    warm: () => {
      const locale = navigator.language || 'en-US';
      Intl.DateTimeFormat.supportedLocalesOf([locale]);
      new Intl.Locale(locale).maximize();
    },
  },
  {
    needs: 'numberField',
    warm: () => new Intl.NumberFormat('en-US').format(0),
  },
  {
    // React Aria's dates, the events calendar and the restaurants' clock (pages with fields).
    needs: 'reactAria',
    warm: () =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mazatlan', hour: 'numeric' }).format(0),
  },
];

/** Loads the Intl data the page will use, a service per task, before the page's code runs. */
export async function warmIntl(): Promise<void> {
  const present = new Set(
    Object.entries(NEEDS)
      .filter(([, selector]) => document.querySelector(selector) !== null)
      .map(([need]) => need),
  );
  for (const { needs, warm } of FIRST_USES) {
    if (!present.has(needs)) continue;
    await nextTask();
    try {
      warm();
    } catch {
      // A locale the browser cannot parse: React Aria falls back to en-US itself.
    }
  }
}
