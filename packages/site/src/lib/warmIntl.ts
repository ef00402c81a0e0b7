import { nextTask } from './nextTask.ts';

// The first use of each Intl service loads the browser's locale data (tens of milliseconds on a
// phone). Page modules and React Aria use them as they load; done first, each in a short task
// of its own, that cost no longer lengthens the one long task in which a page's code runs.
const FIRST_USES = [
  () => {
    // React Aria reads the visitor's locale and its writing direction when its modules load.
    const locale = navigator.language || 'en-US';
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
  },
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0),
  () =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mazatlan', hour: 'numeric' }).format(0),
];

/** Loads the Intl data the pages use, a service per task, before the page's code runs. */
export async function warmIntl(): Promise<void> {
  for (const firstUse of FIRST_USES) {
    await nextTask();
    try {
      firstUse();
    } catch {
      // A locale the browser cannot parse: React Aria falls back to en-US itself.
    }
  }
}
