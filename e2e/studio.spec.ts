import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { villaPriceSummary, type PricingSettings, type VillaDetail } from '@cabo/contract';
import { ADMIN, submitAdminLogin } from './support/admin.ts';

// The content studio (docs/admin.md, "Content studio"): an editor changes a villa, gives it
// a photo, previews and publishes it; a visitor sees it; an admin restores the old text.
// villa-amanecer is no other journey's villa, so this one may change it.

const SLUG = 'villa-amanecer';
const stamp = Date.now().toString(36);
const EDITOR = { username: `e2e-editor-${stamp}`, password: 'an-editor-password-1' };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
const usdCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function signIn(browser: Browser, who: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitAdminLogin(page, who);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return page;
}

/** The villa's edit page, found through the studio's list. */
async function openVilla(page: Page, name: string) {
  await page.goto('/admin/studio/villas');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an editor publishes a villa with a new rate, text and photo; an admin restores the old text', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const before = (await (await visitor.request.get(`/api/villas/${SLUG}`)).json()) as {
    name: string;
    description: string;
    pricePerNight: string;
  };
  const newRate = Number(before.pricePerNight) + 350;
  const newText = `A quiet villa above the sea, repainted this season (${stamp}).`;

  // The admin makes the editor's account.
  const admin = await signIn(browser, ADMIN);
  const created = await admin.request.post('/api/admin/users', {
    data: { ...EDITOR, role: 'editor' },
  });
  expect(created.status()).toBe(201);

  // The editor: the studio, not the leads.
  const editor = await signIn(browser, EDITOR);
  await expect(editor).toHaveURL(/\/admin\/studio/);
  expect((await editor.request.get('/api/admin/leads')).status()).toBe(403);
  await expect(editor.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await openVilla(editor, before.name);
  await editor.getByLabel('Nightly rate (USD)').fill(String(newRate));
  await editor.getByRole('textbox', { name: 'Description', exact: true }).fill(newText);

  // The seeded villa shows its six drawings (docs/media.md, "Seeded art").
  const pictures = editor.getByRole('list', { name: 'Pictures in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(6);
  const drawnCover = pictures.first().getByRole('button', { name: /^Remove / });
  await expect(drawnCover).toHaveAccessibleName(/\.svg$/);
  const removeDrawnCover = (await drawnCover.getAttribute('aria-label'))!;

  // A photo, uploaded in the gallery's picker, described, then chosen.
  await editor.getByRole('button', { name: 'Add pictures' }).click();
  const picker = editor.getByRole('dialog', { name: 'Add pictures' });
  const filename = `terrace-${stamp}.jpg`;
  await picker.locator('input[type="file"]').setInputFiles({
    name: filename,
    mimeType: 'image/jpeg',
    buffer: await readFile(new URL('./fixtures/beach-photo.jpg', import.meta.url)),
  });
  await picker.getByRole('button', { name: new RegExp(filename) }).click();
  // Processing takes a few seconds: ask again until the picture wants its alt text.
  await expect(async () => {
    const again = picker.getByRole('button', { name: 'Check again' });
    if (await again.isVisible()) await again.click();
    await expect(picker.getByRole('textbox', { name: 'Alt text' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await picker
    .getByRole('textbox', { name: 'Alt text' })
    .fill('The terrace and pool above the sea at sunset');
  await picker.getByRole('button', { name: 'Save details' }).click();
  await picker.getByRole('button', { name: 'Add to the gallery' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await expect(picker).toHaveCount(0);
  await expect(pictures).toHaveCount(7);
  // The photo replaces the drawn cover: the drawing out, the photo moved first.
  await editor.getByRole('button', { name: removeDrawnCover, exact: true }).click();
  for (let i = 0; i < 5; i++) {
    await editor.getByRole('button', { name: `Move ${filename} earlier` }).click();
  }
  await expect(pictures).toHaveCount(6);
  await expect(pictures.first()).toContainText(filename);

  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('Draft saved: publish to show visitors')).toBeVisible();

  // The preview shows the draft, and stays noindex once the page has hydrated.
  const [preview] = await Promise.all([
    editor.context().waitForEvent('page'),
    editor.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(preview.getByText(newText)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Visitors still see the published villa.
  await visitor.goto(`/villas/${SLUG}`);
  await expect(visitor.getByText(before.description)).toBeVisible();
  await preview.close();

  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByText(/Published/).first()).toBeVisible();

  // A visitor: the new text, the photo as AVIF/WebP with a srcset, the new price.
  const [checkIn, checkOut] = [day(60), day(63)];
  await visitor.goto(`/villas?checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1);
  await visitor
    .getByRole('article')
    .filter({ hasText: before.name })
    .getByRole('link', { name: before.name })
    .click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(before.name);
  await expect(visitor.getByText(newText)).toBeVisible();
  const photo = visitor.getByRole('img', { name: 'The terrace and pool above the sea at sunset' });
  await expect(photo.first()).toBeVisible();
  const sources = visitor.locator(
    'picture source[type="image/avif"], picture source[type="image/webp"]',
  );
  expect(await sources.count()).toBeGreaterThan(0);
  await expect(sources.first()).toHaveAttribute(
    'srcset',
    /\/media\/[0-9a-f-]+\/\d+\.(avif|webp) \d+w/,
  );
  const summary = visitor.getByLabel('Price summary');
  await expect(summary.getByText(`3 nights × ${usd(newRate)}`)).toBeVisible();
  // The landed total (docs/stays.md, "True totals") of the published villa at the new rate.
  const published = (await (
    await visitor.request.get(`/api/villas/${SLUG}`)
  ).json()) as VillaDetail;
  expect(Number(published.pricePerNight)).toBe(newRate);
  const settings = (await (
    await visitor.request.get('/api/pricing-settings')
  ).json()) as PricingSettings;
  const { totalCents } = villaPriceSummary(checkIn, checkOut, published, settings);
  await expect(summary.getByText(usdCents(totalCents), { exact: true })).toBeVisible();

  // The admin restores the seeded revision and publishes it: the old text is back.
  await openVilla(admin, before.name);
  const history = admin.getByRole('complementary', { name: 'Revisions' });
  await history.getByText(/^Version 1\b/).click();
  await history.getByRole('button', { name: 'Restore version 1 as draft' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Restore as draft' }).click();
  await expect(admin.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
    before.description,
  );
  // The button reads "Publishing..." while the request is out: the visitor looks once the
  // publish has answered, not merely once the button's label has changed.
  const publishedAgain = admin.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/publish'),
  );
  await admin.getByRole('button', { name: 'Publish changes' }).click();
  expect((await publishedAgain).ok()).toBe(true);
  await expect(admin.getByRole('button', { name: 'Publish changes' })).toHaveCount(0);

  await visitor.goto(`/villas/${SLUG}`);
  await expect(visitor.getByText(before.description)).toBeVisible();
  await expect(visitor.getByText(newText)).toHaveCount(0);
});
