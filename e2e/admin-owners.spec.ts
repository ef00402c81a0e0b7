import { expect, test } from '@playwright/test';
import { ADMIN, adminSignIn } from './support/admin.ts';

// Owners (docs/admin.md, "Owners"): an admin opts in to new requests, a visitor's lead is
// assigned to them round-robin and shows under "Mine", and the admin gives it to another.
const submissionId = () =>
  Array.from(
    { length: 21 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

test('an admin opts in, a new lead is theirs under Mine, and they reassign it', async ({
  page,
}) => {
  await adminSignIn(page);

  // A second admin to hand the lead to (not opted in, so the round-robin skips them).
  const colleague = `owner-${Date.now()}`;
  const created = await page.request.post('/api/admin/users', {
    data: { username: colleague, role: 'admin', password: 'a long colleague password' },
  });
  expect(created.status()).toBe(201);

  // Opt in on the Users page.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Edit ${ADMIN.username}` }).click();
  const requests = page.getByRole('region', { name: 'New requests' });
  const optIn = requests.getByRole('checkbox', { name: 'Receives new requests' });
  if (!(await optIn.isChecked())) {
    await requests.getByText('Receives new requests').click();
    await expect(page.getByText('Receives new requests', { exact: true }).last()).toBeVisible();
  }
  await expect(optIn).toBeChecked();

  // Every other opted-in admin is switched off, so the turn is ours.
  const staff = (await (await page.request.get('/api/admin/users')).json()) as {
    items: { id: number; username: string; receivesNewRequests: boolean }[];
  };
  for (const user of staff.items) {
    if (user.username !== ADMIN.username && user.receivesNewRequests) {
      await page.request.patch(`/api/admin/users/${user.id}`, {
        data: { receivesNewRequests: false },
      });
    }
  }

  const lastName = `Owner${Date.now()}`;
  const lead = await page.request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      firstName: 'Ines',
      lastName,
      email: `ines.${lastName.toLowerCase()}@example.com`,
      phone: '+52 624 123 4567',
      formName: 'luxury-concierge',
      interestType: 'concierge',
      formData: { groupSize: '2', notes: 'Owners journey' },
    },
  });
  expect(lead.status()).toBe(201);
  const name = `Ines ${lastName}`;

  await page.goto('/admin?section=leads');
  await page.getByRole('button', { name: 'Mine' }).click();
  await expect(page).toHaveURL(/owner=mine/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: ADMIN.username, exact: true })).toBeVisible();

  await row.getByRole('button', { name: `View ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Lead: ${name}` });
  const owner = drawer.getByRole('region', { name: 'Owner' });
  await expect(owner).toContainText(`Owned by ${ADMIN.username}`);
  await owner.getByRole('button', { name: /Assign to/ }).click();
  await page.getByRole('option', { name: colleague }).click();
  await owner.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Owner saved')).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Owner' })).toContainText(
    `Owned by ${colleague}`,
  );
  await drawer.getByRole('button', { name: 'Close' }).click();

  // No longer mine.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
