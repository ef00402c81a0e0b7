import { expect, test, type Page } from '@playwright/test';

const videoState = (page: Page) =>
  page.locator('video').evaluate((v: HTMLVideoElement) => ({
    muted: v.muted,
    loop: v.loop,
    paused: v.paused,
    poster: v.getAttribute('poster'),
    src: v.currentSrc,
  }));

test('the home video plays by itself, muted and looping, from a local file', async ({ page }) => {
  await page.goto('/');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  const state = await videoState(page);
  expect(state).toMatchObject({ muted: true, loop: true, poster: '/media/cabo-waves-poster.jpg' });
  expect(new URL(state.src).pathname).toBe('/media/cabo-waves.webm');
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
});

test('with reduced motion the video waits for the visitor', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
});
