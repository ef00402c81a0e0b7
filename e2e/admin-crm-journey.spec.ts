import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApiSignIn, adminSignIn } from './support/admin.ts';

// The CRM end to end (docs/admin.md, "Owners", "Pipeline board", "The lead's record",
// "Replies and follow-ups", "Contacts"): one admin works one lead from assignment to a lost
// close, and its timeline keeps every step with who and when.

const PASSWORD = 'a long staff password';

const token = () => Math.random().toString(36).slice(2, 8);
const submissionId = () =>
  Array.from(
    { length: 21 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');
/** A phone of its own: a shared phone would join the records as one contact by itself. */
const newPhone = () => `+52 624 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function postLead(
  request: APIRequestContext,
  lead: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: submissionId(),
      ...lead,
      phone: newPhone(),
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$10000+',
      formData: { date: '2027-03-20', guestCount: '80' },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

test('an admin assigns a lead, moves it, replies, adds a task, merges a duplicate and closes it as lost', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const id = token();
  const username = `lucia-${id}`;
  const staffEmail = `lucia.${id}@cabo.example`;
  const lastName = `Journey${id}`;
  const name = `Elena ${lastName}`;

  // A colleague with an e-mail of her own (the reply's Reply-To), and two requests of one
  // visitor under two e-mails: the rules cannot join them, staff merge them.
  const first = await playwright.request.newContext({ baseURL });
  await adminApiSignIn(first);
  const created = await first.post('/api/admin/users', {
    data: { username, email: staffEmail, role: 'admin', password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const reference = await postLead(first, {
    firstName: 'Elena',
    lastName,
    email: `elena.${id}@example.com`,
  });
  const duplicate = await postLead(first, {
    firstName: 'Elena',
    lastName,
    email: `e.${id}@work.example`,
  });
  const leads = (await (await first.get(`/api/admin/leads?search=${reference}`)).json()) as {
    items: { id: number }[];
  };
  const leadId = leads.items[0]!.id;
  await first.dispose();

  await adminSignIn(page, { username, password: PASSWORD });

  // 1. Assign: the lead's page, its owner section.
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const owner = page.getByRole('region', { name: 'Owner' });
  await owner.getByRole('button', { name: /Assign to/ }).click();
  await page.getByRole('option', { name: username, exact: true }).click();
  await owner.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Owner saved')).toBeVisible();
  await expect(owner).toContainText(`Owned by ${username}`);

  // 2. The board, with the keyboard only: "Move to…", Contacted.
  await page.goto(`/admin?section=leads&search=${reference}&view=board`);
  const column = (label: string) => page.getByRole('grid', { name: label, exact: true });
  await expect(
    column('New')
      .getByRole('row', { name: new RegExp(name) })
      .first(),
  ).toContainText(username);
  const moveButton = page.getByRole('button', { name: `Move ${name} to…` }).first();
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: new RegExp(`Move ${name} to`) });
  await expect(menu.getByRole('menuitem', { name: 'Contacted' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(column('Contacted').getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

  // 3. A reply from the wedding template, sent through the outbox as an .eml.
  await page.goto(`/admin/leads/${leadId}`);
  const reply = page.getByRole('region', { name: 'Reply by e-mail' });
  await expect(reply.getByRole('button', { name: /Template/ })).toContainText('Wedding');
  const subject = reply.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(`Your Cabo wedding (${reference})`);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  let raw = '';
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/admin/mail')).json()) as Array<{
          id: string;
          subject: string;
        }>;
        const found = list.find((m) => m.subject === `Your Cabo wedding (${reference})`);
        if (!found) return false;
        raw = (
          (await (await page.request.get(`/api/admin/mail/${found.id}`)).json()) as { raw: string }
        ).raw;
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(raw).toContain(`Reply-To: ${staffEmail}`);
  expect(raw).toContain(`Reference: ${reference}`);

  // 4. A task due today, under "Due today" on the dashboard.
  const taskTitle = `Send ${lastName} the venue shortlist`;
  await page.getByRole('textbox', { name: 'Task' }).fill(taskTitle);
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Follow-up tasks' })
      .getByRole('listitem')
      .filter({ hasText: taskTitle }),
  ).toContainText('Due today');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Due today' }).getByText(taskTitle)).toBeVisible();

  // 5. Merge the duplicate (the other e-mail) into her contact.
  await page.goto(`/admin/contacts?search=${lastName}`);
  const rows = page.getByRole('row').filter({ hasText: lastName });
  await expect(rows).toHaveCount(2);
  await rows
    .filter({ hasText: `elena.${id}@example.com` })
    .getByRole('link', { name })
    .click();
  await page.getByRole('button', { name: 'Merge another contact…' }).click();
  const mergeDialog = page.getByRole('dialog', { name: 'Merge contacts' });
  await mergeDialog.getByRole('searchbox', { name: 'Find the other contact' }).fill(`e.${id}@work`);
  await mergeDialog.getByRole('button', { name: /Contact to merge/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`e\\.${id}@work`) })
    .click();
  await mergeDialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Requests (2)' })).toBeVisible();
  await expect(page.getByText(new RegExp(`\\(${duplicate}\\) by ${username}`))).toBeVisible();

  // 6. Closed as lost, with its reason, from the board.
  await page.goto(`/admin?section=leads&search=${reference}&view=board`);
  await moveButton.focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Closed' }).click();
  const closeDialog = page.getByRole('dialog', { name: `Close ${name}` });
  await closeDialog.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Lost: dates' }).click();
  await closeDialog.getByRole('button', { name: 'Close lead' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(column('Closed').getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

  // The lead's timeline: every step, each with who and when.
  await page.goto(`/admin/leads/${leadId}`);
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  const steps: Array<[string, string]> = [
    ['Assigned', `Owner: ${username}`],
    ['Updated', 'new → to contacted'],
    ['Reply e-mailed', `Your Cabo wedding (${reference})`],
    ['Task added', `Task: ${taskTitle}`],
    ['Updated', 'Reason: Lost: dates'],
  ];
  for (const [action, fact] of steps) {
    // The entry (its facts are a list of their own inside it).
    const entry = timeline
      .filter({ hasText: `${action} by ${username}` })
      .filter({ hasText: fact });
    await expect(entry.first()).toContainText(`${action} by ${username}`);
    await expect(entry.first().locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);
  }
});
