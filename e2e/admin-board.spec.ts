import { expect, test } from '@playwright/test';
import { adminSignIn } from './support/admin.ts';

// The pipeline board and the lead's record (docs/admin.md, "Pipeline board", "The lead's
// record"): keyboard moves, closing with a reason, and the timeline that keeps both.

const word = () =>
  Array.from(
    { length: 8 },
    () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
  ).join('');

test('an admin moves a lead with the keyboard, closes it as lost, and reads both steps', async ({
  page,
  request,
}) => {
  const lastName = `Board${word()}`;
  const name = `Ana ${lastName}`;
  const res = await request.post('/api/leads', {
    data: {
      submissionId: word() + word() + word().slice(0, 5),
      firstName: 'Ana',
      lastName,
      email: `ana.${lastName.toLowerCase()}@example.com`,
      phone: '+52 624 123 4567',
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$10000+',
      formData: { date: '2027-02-14', guestCount: '60' },
    },
  });
  expect(res.status()).toBe(201);

  await adminSignIn(page);

  await page.goto(`/admin?section=leads&search=${lastName}`);
  await page
    .getByRole('navigation', { name: 'Leads view' })
    .getByRole('link', { name: 'Board' })
    .click();
  await expect(page).toHaveURL(/view=board/);
  const column = (label: string) => page.getByRole('grid', { name: label, exact: true });
  const card = column('New').getByRole('row', { name: new RegExp(name) });
  await expect(card).toContainText('Wedding');
  await expect(card).toContainText('Feb 14, 2027');
  await expect(card).toContainText('Party60');

  // Keyboard only: the card's "Move to…" menu, its first choice is Contacted.
  await page.getByRole('button', { name: `Move ${name} to…` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: new RegExp(`Move ${name} to`) });
  await expect(menu.getByRole('menuitem', { name: 'Contacted' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column('Contacted').getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Closed asks why first.
  await page.getByRole('button', { name: `Move ${name} to…` }).focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Closed' }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${name}` });
  await dialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Lost: price' }).click();
  await dialog.getByLabel('Note').fill('Found a cheaper planner');
  await dialog.getByRole('button', { name: 'Close lead' }).click();
  await expect(dialog).toBeHidden();
  await expect(column('Closed').getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // The record: the reference, the answers in words, and one timeline with who and when.
  await column('Closed').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(/^Reference CBO-[0-9A-Z]{5}$/)).toBeVisible();
  await expect(page.getByText('Closed as Lost: price')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText(/Updated by e2e-admin, \w{3} \d+, \d{4}/);
  await expect(timeline.nth(0)).toContainText('Status: contacted → to closed');
  await expect(timeline.nth(0)).toContainText('Reason: Lost: price');
  await expect(timeline.nth(0)).toContainText('Found a cheaper planner');
  await expect(timeline.nth(1)).toContainText(/Updated by e2e-admin, \w{3} \d+, \d{4}/);
  await expect(timeline.nth(1)).toContainText('Status: new → to contacted');
  await expect(timeline.nth(0).locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);
});
