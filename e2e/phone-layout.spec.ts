import { expect, test, type Page } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

// The phone layout (docs/catalogue.md, "The chat button steps aside"; docs/stays.md): at 390 px
// the chat button never lies over a control or a toast, the villa page has a bottom bar, the
// drawer has every top-level section, and a signed-out booking opens the log-in and then goes.

// Runs in the `phone` project only (390 x 844, touch: playwright.config.ts).
test.describe('on a phone', { tag: '@phone-only' }, () => {
  test.use({ reducedMotion: 'reduce' });

  /**
   * The visible controls (links, buttons, fields, toasts) the chat button's box meets, or null
   * when the chat button is not shown. Measured here, apart from the component's own check.
   */
  const controlsUnderChat = (page: Page) =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLElement>(
        'a[aria-label^="Chat with us on WhatsApp"]',
      );
      if (!button?.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        return null;
      const a = button.getBoundingClientRect();
      const hits: string[] = [];
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="alertdialog"], [data-chat-avoid]';
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el === button || el.closest('[inert],[aria-hidden="true"]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const b = el.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        const meets = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        if (meets)
          hits.push(
            `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`,
          );
      }
      return hits;
    });

  /** Scrolls the page from top to bottom; at each step nothing lies under the chat button. */
  async function scrollThroughChecking(page: Page) {
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shown = 0;
    for (let y = 0; y <= height; y += 250) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // The button moves a frame after the scroll; the poll gives it that frame.
      await expect
        .poll(async () => (await controlsUnderChat(page)) ?? [], {
          message: `at ${y}px`,
          timeout: 2000,
        })
        .toEqual([]);
      if ((await controlsUnderChat(page)) !== null) shown += 1;
    }
    // It steps aside, not away: most of the way down it is there to press.
    expect(shown).toBeGreaterThan(0);
  }

  for (const path of [
    '/resorts/casa-dorada-los-cabos-resort-spa',
    '/villas/villa-paraiso',
    '/adventures/luxury-sailing',
  ]) {
    test(`${path}: the chat button covers no control at any scroll`, async ({ page }) => {
      await page.goto(path);
      await scrollThroughChecking(page);
    });
  }

  test('a toast keeps its close button: the chat button never lies over it', async ({ page }) => {
    await page.goto('/resorts/casa-dorada-los-cabos-resort-spa');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // A toast of the site's own: the account dialog's welcome after registering.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Register' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Your Cabo account' });
    await dialog.getByLabel('Email').fill(`toast.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('sunset-at-lands-end');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Welcome to Cabo!' });
    await expect(toast).toBeVisible();
    // Wherever the page is scrolled while it shows.
    for (const y of [0, 600, 1200, 2400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(async () => (await controlsUnderChat(page)) ?? []).toEqual([]);
    }
    // Pressed where it is: nothing lies over it.
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
  });

  test('the drawer lists Restaurants and Blog', async ({ page }) => {
    await page.goto('/villas/villa-paraiso');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    await drawer.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(drawer).toBeHidden();
  });

  test('the villa bottom bar reaches the booking card', async ({ page }) => {
    await page.goto('/villas/villa-paraiso');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const bar = page.getByRole('region', { name: 'Price and availability' });
    const card = page.locator('#villa-booking');
    // The card is at the foot of the page on a phone: from the top the bar offers the way there.
    await expect(card).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('/ night');
    await bar.getByRole('button', { name: 'Request to Book' }).click();
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test('signed out, "Request to Book" opens the log-in; signing up sends what was typed', async ({
    page,
    browser,
  }) => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const email = `phone.${Date.now()}@example.com`;
    await page.clock.install();
    // Nights no other journey books: my-requests confirms this villa's days 120-124.
    await page.goto(`/villas/villa-paraiso?checkIn=${day(200)}&checkOut=${day(203)}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const card = page.getByRole('form', { name: /^Book / });
    await card.getByLabel(/Phone Number/).fill('+1 310 555 0199');
    await card.getByLabel(/^Email/).fill(email);
    await card.getByLabel('Special Requests').fill('A crib for the baby, please.');
    await page.clock.fastForward(5000);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/villa-bookings') && r.method() === 'POST',
    );
    await card.getByRole('button', { name: 'Request to Book' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your Cabo account' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('sunset-at-lands-end');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog).toBeHidden();

    await sent;
    await expect(page.getByText('Booking Request Sent')).toBeVisible();
    await expect(card.getByLabel(/^Email/)).toHaveValue('');

    // Stored with what was typed before the log-in.
    const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await adminApiSignIn(admin.request);
    const list = (await (
      await admin.request.get(`/api/admin/bookings?type=villa&search=${encodeURIComponent(email)}`)
    ).json()) as { items: Record<string, unknown>[] };
    expect(list.items).toEqual([expect.objectContaining({ email })]);
    expect(JSON.stringify(list.items[0])).toContain('A crib for the baby, please.');
    await admin.close();
  });
});
