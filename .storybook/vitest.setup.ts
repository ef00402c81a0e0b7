import { expect, onTestFinished } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  id: string;
  canvasElement: HTMLElement;
  parameters: { visual?: { disable?: boolean } };
  tags: string[];
}

// Compare every story with its baseline under __screenshots__/ once the story's own
// assertions (and a11y) have run. A Locator, not the element, so a retry cannot rewrite
// the reference.
globalThis.__storyVisualCheck = async (ctx) => {
  const { id, canvasElement, parameters, tags } = ctx as StoryContext;
  if (parameters.visual?.disable || tags.includes('no-visual')) return;
  onTestFinished(async () => {
    // Web fonts swap in after layout; shoot once they have loaded so baselines are stable.
    await document.fonts.ready;
    await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(id);
  });
};
