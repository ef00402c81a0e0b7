import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApiSignIn, adminSignIn } from './support/admin.ts';

// Replies from the record and follow-up tasks (docs/admin.md, "Replies and follow-ups"): a
// member of staff with an e-mail of their own answers a lead from a template (the .eml
// carries the reference and their reply-to), adds a task due today that shows under "Due
// today" on the dashboard, and completes it.

const STAFF_PASSWORD = 'a long staff password';

const token = () => Math.random().toString(36).slice(2, 8);

async function postLead(request: APIRequestContext, firstName: string, email: string) {
  const res = await request.post('/api/leads', {
    data: {
      submissionId: `${token()}${token()}${token()}${token()}`.padEnd(21, 'x').slice(0, 21),
      firstName,
      lastName: 'Replies',
      email,
      phone: '+52 624 123 4567',
      formName: 'wedding',
      interestType: 'wedding',
      budget: '$10000+',
      formData: { date: '2027-02-14', guestCount: '60' },
    },
  });
  expect(res.status()).toBe(201);
}

/** A second admin with an e-mail address, made by the first admin. */
async function createStaff(request: APIRequestContext, username: string, email: string) {
  await adminApiSignIn(request);
  const res = await request.post('/api/admin/users', {
    data: { username, email, role: 'admin', password: STAFF_PASSWORD },
  });
  expect(res.status()).toBe(201);
}

test('a reply from a template, a task due today on the dashboard, completed', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = token();
  const firstName = `Rosa${id}`;
  const username = `maria-${id}`;
  const staffEmail = `maria.${id}@cabo.example`;
  const firstAdmin = await playwright.request.newContext({ baseURL });
  await createStaff(firstAdmin, username, staffEmail);
  await postLead(firstAdmin, firstName, `rosa.${id}@example.com`);
  await firstAdmin.dispose();

  await adminSignIn(page, { username, password: STAFF_PASSWORD });
  await page.goto(`/admin?section=leads&search=${firstName}`);
  const table = page.getByRole('grid', { name: 'Leads' });
  await table.getByRole('button', { name: `View ${firstName} Replies` }).click();
  const drawer = page.getByRole('dialog', { name: `Lead: ${firstName} Replies` });

  // The wedding template, with her name and reference filled in; staff add a line.
  const reply = drawer.getByRole('region', { name: 'Reply by e-mail' });
  await expect(reply.getByRole('button', { name: /Template/ })).toContainText('Wedding');
  const subject = reply.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(/^Your Cabo wedding \(CBO-[0-9A-Z]{5}\)$/);
  const reference = /CBO-[0-9A-Z]{5}/.exec(await subject.inputValue())![0];
  const message = reply.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(new RegExp(`^Hi ${firstName},`));
  await message.press('ControlOrMeta+Home');
  await message.pressSequentially('Lovely to hear from you! ');
  await expect(drawer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/526241234567\\?text=.*${reference}`),
  );
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();

  // The outbox writes the .eml: to the visitor, with the reference and her own reply-to.
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
        const mail = (await (await page.request.get(`/api/admin/mail/${found.id}`)).json()) as {
          raw: string;
        };
        raw = mail.raw;
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(raw).toContain(`Reply-To: ${staffEmail}`);
  expect(raw).toContain(`Reference: ${reference}`);
  expect(raw).toContain('Lovely to hear from you!');

  // A task due today (Cabo's today is the form's default).
  const taskTitle = `Call ${firstName} about the venue`;
  await drawer.getByRole('textbox', { name: 'Task' }).fill(taskTitle);
  await drawer.getByRole('button', { name: 'Add task' }).click();
  const tasks = drawer.getByRole('region', { name: 'Follow-up tasks' });
  await expect(tasks.getByRole('listitem').filter({ hasText: taskTitle })).toContainText(
    'Due today',
  );
  await page.keyboard.press('Escape');

  // The dashboard's "Due today" lists it, linking to the lead.
  await page.goto('/admin');
  const dueToday = page.getByRole('region', { name: 'Due today' });
  await expect(dueToday.getByText(taskTitle)).toBeVisible();
  await dueToday.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page).toHaveURL(new RegExp(`section=leads&search=${reference}`));

  // Completed from the record, it leaves the panel; the history shows both steps.
  await table.getByRole('button', { name: `View ${firstName} Replies` }).click();
  await drawer.getByRole('button', { name: `Complete: ${taskTitle}` }).click();
  await expect(drawer.getByRole('button', { name: `Reopen: ${taskTitle}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Overdue' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Due today' }).getByText(taskTitle)).toHaveCount(0);
});
