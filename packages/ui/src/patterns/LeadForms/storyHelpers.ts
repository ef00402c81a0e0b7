import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

// Filling the lead forms in stories (the ui stories here and the site's page stories). The
// date pickers open on March 2030 in stories (`minDate`/`defaultMonth`), so days are fixed.

type Scope = ReturnType<typeof within>;

export const storyDates = { minDate: '2030-03-01', defaultMonth: '2030-03-01' } as const;

export const contact = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '+52 624 123 4567',
};

export async function fillContact(scope: Scope, values = contact) {
  await userEvent.type(scope.getByLabelText('First Name'), values.firstName);
  await userEvent.type(scope.getByLabelText('Last Name'), values.lastName);
  await userEvent.type(scope.getByLabelText('Email'), values.email);
  await userEvent.type(scope.getByLabelText('Phone'), values.phone);
}

/** Opens the date picker labelled `label` and picks `day` ("March 14, 2030"). */
export async function pickDate(scope: Scope, label: string, day: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  const dialog = await screen.findByRole('dialog', { name: label });
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(day) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
}

/** Opens the select labelled `label` and chooses `option`. */
export async function choose(scope: Scope, label: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Every message is shown under its field. */
export async function seeMessages(scope: Scope, messages: string[]) {
  for (const message of messages) {
    await expect(await scope.findByText(message)).toBeVisible();
  }
}

export const commonMessages = [
  'Please enter your first name',
  'Please enter your last name',
  'Please enter a valid email',
  'Phone is required',
];
