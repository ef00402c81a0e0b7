import { configure } from 'storybook/test';
import { expect, onTestFinished } from 'vitest';
import { page } from 'vitest/browser';

// A lazily loaded dialog or drawer can take more than the default second to appear when the
// machine is busy (two cores running the whole suite): queries wait up to 5 s. A passing
// query still returns as soon as it finds its element.
configure({ asyncUtilTimeout: 5000 });

interface StoryContext {
  id: string;
  canvasElement: HTMLElement;
  /** `mask`: selectors of what changes with the day the suite runs (a date picked as today). */
  parameters: { visual?: { disable?: boolean; mask?: string[] } };
  tags: string[];
}

// Compare every story with its baseline under __screenshots__/ once the story's own
// assertions (and a11y) have run. A Locator, not the element, so a retry cannot rewrite
// the reference.
globalThis.__storyVisualCheck = async (ctx) => {
  const { id, canvasElement, parameters, tags } = ctx as StoryContext;
  if (parameters.visual?.disable || tags.includes('no-visual')) return;
  onTestFinished(async () => {
    const mask = (parameters.visual?.mask ?? []).flatMap((selector) => [
      ...document.querySelectorAll(selector),
    ]);
    await expect
      .element(page.elementLocator(canvasElement))
      .toMatchScreenshot(id, mask.length ? { screenshotOptions: { mask } } : undefined);
  });
};
