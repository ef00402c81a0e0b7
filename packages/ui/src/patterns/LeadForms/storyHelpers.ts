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

// The steps after a submit, the same for every lead form in a dialog or sheet: `args` are the
// story's, with the spies of `onSubmit` and `onOpenChange`.
type DialogArgs = { onSubmit: unknown; onOpenChange: unknown };

/** A submit that never settles: the form stays in its sending state for the picture. */
export const neverSettles = () => new Promise<void>(() => {});

/** Sending: the submit button says so (`busy`) and is disabled, and so are the fields. */
export async function expectSending(
  scope: Scope,
  field: string | RegExp = 'Email',
  busy = 'Submitting...',
) {
  await expect(await scope.findByRole('button', { name: busy })).toBeDisabled();
  await expect(scope.getByLabelText(field)).toBeDisabled();
}

/** Sent: `values` reached `onSubmit`, and the dialog closed. */
export async function expectSentAndClosed(args: DialogArgs, values: object) {
  await expect(args.onSubmit).toHaveBeenCalledWith(values, expect.anything());
  await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
}

/** Sending failed: one request, the submit button `submit` back, the dialog still open. */
export async function expectFailedAndOpen(scope: Scope, args: DialogArgs, submit: string) {
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  await expect(await scope.findByRole('button', { name: submit })).toBeEnabled();
  await expect(args.onOpenChange).not.toHaveBeenCalled();
}

/** The dialog named `name` has faded in. */
export async function expectDialogShown(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
}
