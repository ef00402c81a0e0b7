import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, adminSignIn } from './support/admin.ts';

// Contacts (docs/admin.md, "Contacts"): one person's requests as one contact, and a merge of
// the same person under another e-mail. The first admin comes from playwright.config.ts.
const submissionId = () =>
  Array.from(
    { length: 21 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

/** A phone of its own: the same phone would make the records one contact by itself. */
const newPhone = () => `+52 624 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function postLead(
  request: APIRequestContext,
  email: string,
  lastName: string,
  phone: string,
) {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      firstName: 'Contacta',
      lastName,
      email,
      phone,
      formName: 'luxury-concierge',
      interestType: 'concierge',
      formData: { groupSize: '2', notes: 'Posted by the contacts journey' },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

test('two leads of one person are one contact; a duplicate with another e-mail merges into it', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const lastName = `Journey${run}`;
  const email = `contacta.${run}@example.com`;
  const first = await postLead(request, email, lastName, newPhone());
  // The same address in other capitals: the same person.
  const second = await postLead(request, email.toUpperCase(), lastName, newPhone());
  const other = await postLead(request, `c.${run}@work.example`, lastName, newPhone());

  await adminSignIn(page);
  await page.goto(`/admin/contacts?search=${lastName}`);
  const rows = page.getByRole('row').filter({ hasText: lastName });
  await expect(rows).toHaveCount(2);
  const joined = rows.filter({ hasText: email });
  await expect(joined.getByRole('gridcell').nth(2)).toHaveText('2');

  await joined.getByRole('link', { name: `Contacta ${lastName}` }).click();
  await expect(page.getByRole('heading', { name: 'Requests (2)' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Requests' });
  await expect(requests.getByRole('link', { name: first })).toBeVisible();
  await expect(requests.getByRole('link', { name: second })).toBeVisible();

  // The lead's record says who else it is.
  await requests.getByRole('link', { name: first }).click();
  await page.getByRole('button', { name: 'View' }).first().click();
  await page.getByRole('link', { name: '1 other request' }).click();
  await expect(page.getByRole('heading', { name: 'Requests (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Merge another contact…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge contacts' });
  await dialog.getByRole('searchbox', { name: 'Find the other contact' }).fill(`c.${run}@work`);
  await expect(dialog.getByRole('button', { name: /Contact to merge/ })).toContainText(
    'Choose a contact',
  );
  await dialog.getByRole('button', { name: /Contact to merge/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`c\\.${run}@work`) })
    .click();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Requests (3)' })).toBeVisible();
  for (const reference of [first, second, other]) {
    await expect(requests.getByRole('link', { name: reference })).toBeVisible();
  }
  await expect(page.getByText(new RegExp(`\\(${other}\\) by ${ADMIN.username}`))).toBeVisible();

  // The list now shows one contact with both e-mails.
  await page.goto(`/admin/contacts?search=${lastName}`);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText(
    `c.${run}@work.example`,
  );
});
