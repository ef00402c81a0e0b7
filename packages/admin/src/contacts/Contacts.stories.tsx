import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authAdmin,
  contactsError,
  contactsHandlers,
  contactsMergeConflict,
  mockContacts,
} from '../../../../mocks/handlers/index.ts';
import { adminPageMeta } from '../storyMeta.tsx';

/** Contacts: the list with its duplicates, one contact's page, and the merge dialog. */
const meta = {
  title: 'Admin/Contacts',
  ...adminPageMeta({
    route: '/admin/contacts',
    msw: { handlers: { auth: authAdmin } },
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const phone = { viewport: { value: 'iphone14' } };

async function choose(label: RegExp, option: RegExp, scope = screen()) {
  await userEvent.click(scope.getByRole('button', { name: label }));
  const listbox = await screen().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

const rowNames = () =>
  screen()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const ContactsList: Story = {
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'Contacts' }),
    ).toBeVisible();
    await screen().findByRole('link', { name: 'Ben Ortiz' });
    // Most recently active first; Ana's three requests are one contact.
    await expect(rowNames()).toEqual(['Ana Ruiz', 'Ana Ruiz', 'Ben Ortiz', 'Hannah Lee']);
    const ana = screen().getAllByRole('row')[1]!;
    await expect(within(ana).getByText('3')).toBeVisible();
    await expect(within(ana).getByText('+52 624 123 4567, 624 123 4567')).toBeVisible();
    // The suggestion explains why the two Anas may be one person.
    // The suggestions load on their own, after the list.
    const duplicates = await screen().findByRole('region', { name: 'Possible duplicates' });
    await waitFor(() =>
      expect(within(duplicates).getByText('Same e-mail name before the @')).toBeVisible(),
    );
  },
};

export const ContactsSearch: Story = {
  play: async () => {
    await screen().findByRole('link', { name: 'Ben Ortiz' });
    await userEvent.type(screen().getByRole('searchbox', { name: /search/i }), '0101');
    await waitFor(() => expect(rowNames()).toEqual(['Ben Ortiz']));
    await expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/contacts?search=0101',
    );
    await userEvent.clear(screen().getByRole('searchbox', { name: /search/i }));
    await userEvent.type(screen().getByRole('searchbox', { name: /search/i }), 'nobody');
    await waitFor(() =>
      expect(screen().getByText('No contacts found with current filters.')).toBeVisible(),
    );
  },
};

export const ContactsOnPhone: Story = {
  globals: phone,
  play: async () => {
    await screen().findByRole('link', { name: 'Ben Ortiz' });
    await expect(screen().getByRole('region', { name: 'Possible duplicates' })).toBeVisible();
    // Nothing scrolls sideways on a phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ContactsUnavailable: Story = {
  parameters: { msw: { handlers: { auth: authAdmin, contacts: contactsError } } },
  play: async () => {
    await waitFor(() =>
      expect(screen().getByText('Error loading contacts. Please try again.')).toBeVisible(),
    );
    await waitFor(() =>
      expect(screen().getByText('The suggestions could not be loaded.')).toBeVisible(),
    );
  },
};

export const ContactPage: Story = {
  parameters: { route: '/admin/contacts/1' },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 2, name: 'Ana Ruiz' }),
    ).toBeVisible();
    await expect(screen().getByRole('heading', { name: 'Requests (3)' })).toBeVisible();
    const requests = within(screen().getByRole('list', { name: 'Requests' }));
    // Every kind, newest first, each opening its list at its reference.
    await expect(requests.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'CBO-7K4Q2',
      'CBO-3M8RT',
      'CBO-9PX4D',
    ]);
    await expect(requests.getByRole('link', { name: 'CBO-9PX4D' })).toHaveAttribute(
      'href',
      '/admin?section=leads&search=CBO-9PX4D',
    );
    await expect(requests.getByText('Guide request')).toBeVisible();
  },
};

export const ContactPageOnPhone: Story = {
  parameters: { route: '/admin/contacts/1' },
  globals: phone,
  play: async () => {
    await expect(await screen().findByRole('heading', { name: 'Requests (3)' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ContactNotFound: Story = {
  parameters: { route: '/admin/contacts/99' },
  play: async () => {
    await waitFor(() =>
      expect(screen().getByText(/This contact could not be loaded/)).toBeVisible(),
    );
  },
};

/** Merge Ana's work address into her contact from her page; the page then holds all four. */
export const MergeDialog: Story = {
  parameters: {
    route: '/admin/contacts/1',
    msw: {
      handlers: { auth: authAdmin, contacts: contactsHandlers(mockContacts, { remember: true }) },
    },
  },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Merge another contact…' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Merge contacts' }));
    // Submitting without a choice says what is missing.
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(dialog.getByText('Choose the contact to merge')).toBeVisible());
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Find the other contact' }), 'work');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Contact to merge/ })).toHaveTextContent(
        'Choose a contact',
      ),
    );
    await choose(/Contact to merge/, /ana\.ruiz@work\.example/, dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await screen().findByRole('heading', { name: 'Requests (4)' })).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(screen().getByText(/Contact 2 \(CBO-4HN2W\) by admin/)).toBeVisible();
    await expect(await screen().findByText('Contacts merged')).toBeInTheDocument();
  },
};

export const MergeDialogOnPhone: Story = {
  parameters: { route: '/admin/contacts/3' },
  globals: phone,
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Merge another contact…' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Merge contacts' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Keep/ })).toHaveTextContent(
        /This contact: Ben Ortiz/,
      ),
    );
    // Escape closes it, nothing merged; it opens again (the picture is of the open dialog).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await userEvent.click(screen().getByRole('button', { name: 'Merge another contact…' }));
    // The one open now: the closing one may still be in the page as it leaves.
    await waitFor(() =>
      expect(screen().getByRole('dialog', { name: 'Merge contacts' })).toBeVisible(),
    );
  },
};

/** From the suggestions: both contacts chosen; keep the other one instead. */
export const MergeFromSuggestion: Story = {
  parameters: {
    msw: {
      handlers: { auth: authAdmin, contacts: contactsHandlers(mockContacts, { remember: true }) },
    },
  },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: /^Merge Ana Ruiz/ }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Merge contacts' }));
    await expect(dialog.getByRole('button', { name: /Contact to merge/ })).toHaveTextContent(
      /contact 2/,
    );
    await choose(/Keep/, /The contact chosen above/, dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(screen().getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/admin/contacts/2',
      ),
    );
    await expect(await screen().findByRole('heading', { name: 'Requests (4)' })).toBeVisible();
  },
};

export const MergeRefused: Story = {
  parameters: {
    route: '/admin/contacts/1',
    msw: { handlers: { auth: authAdmin, contacts: contactsMergeConflict } },
  },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Merge another contact…' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Merge contacts' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Contact to merge/ })).toHaveTextContent(
        'Choose a contact',
      ),
    );
    await choose(/Contact to merge/, /Ben Ortiz/, dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await screen().findByText('Merge failed')).toBeInTheDocument();
    await expect(
      screen().getByText('That contact was already merged into another'),
    ).toBeInTheDocument();
    // The dialog stays with the choice, to try again or close.
    await expect(screen().getByRole('dialog', { name: 'Merge contacts' })).toBeVisible();
  },
};
