import { configure } from 'storybook/test';
import { expect, onTestFinished } from 'vitest';
import { page } from 'vitest/browser';

// A lazily loaded dialog or drawer can take more than the default second to appear when the
// machine is busy (two cores running the whole suite): queries wait up to 5 s. A passing
// query still returns as soon as it finds its element.
configure({ asyncUtilTimeout: 5000 });

interface StoryContext {
  id: string;
  title: string;
  canvasElement: HTMLElement;
  /**
   * `mask`: selectors of what changes with the day the suite runs (a date picked as today).
   * `phone: false`: a page story without the second, phone-width baseline.
   */
  parameters: { visual?: { disable?: boolean; mask?: string[]; phone?: boolean } };
  globals: { viewport?: { value?: string } };
  tags: string[];
}

/** The phone the page stories are also compared at (preview.tsx's `iphone14`). */
const PHONE = { width: 390, height: 844 };

/** The site's and the admin's page stories: each gets a phone-width baseline too. */
const isPageStory = (title: string) => /^(Site|Admin)\//.test(title);

// Compare every story with its baseline under __screenshots__/ once the story's own
// assertions (and a11y) have run. A Locator, not the element, so a retry cannot rewrite
// the reference.
globalThis.__storyVisualCheck = async (ctx) => {
  const { id, title, canvasElement, parameters, globals, tags } = ctx as StoryContext;
  if (parameters.visual?.disable || tags.includes('no-visual')) return;
  const shot = async (name: string) => {
    const mask = (parameters.visual?.mask ?? []).flatMap((selector) => [
      ...document.querySelectorAll(selector),
    ]);
    await expect
      .element(page.elementLocator(canvasElement))
      // A whole page is tall (5,000 px at phone width): on a busy machine two equal captures
      // in a row take longer than the default 5 s.
      .toMatchScreenshot(name, {
        timeout: 15_000,
        ...(mask.length ? { screenshotOptions: { mask } } : {}),
      });
  };
  // A page story that is not a phone story already is drawn again at phone width after its
  // desktop shot (the next story sets its own viewport). `<id>-phone` is its baseline.
  const phone =
    isPageStory(title) &&
    parameters.visual?.phone !== false &&
    globals.viewport?.value !== 'iphone14';
  onTestFinished(async () => {
    // Both comparisons run, so a failed desktop shot still shows its phone one in the report.
    let failure: unknown = null;
    await shot(id).catch((e: unknown) => (failure = e));
    if (phone) {
      await page.viewport(PHONE.width, PHONE.height);
      await shot(`${id}-phone`).catch((e: unknown) => (failure ??= e));
    }
    if (failure) throw failure;
  });
};
