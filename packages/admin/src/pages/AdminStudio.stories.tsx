import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  authAdmin,
  contentError,
  contentHandlers,
  contentSlow,
  seedContent,
} from '../../../../mocks/handlers/index.ts';
import { adminPageMeta } from '../storyMeta.tsx';

/** The content studio's screens through the app's route table (docs/admin.md). */
const meta = {
  title: 'Admin/Studio',
  ...adminPageMeta({
    route: '/admin/studio',
    msw: { handlers: { auth: authAdmin, content: contentHandlers() } },
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const seed = seedContent();
const resortName = (i: number) => String(seed.resorts[i]![1].name);
const resortSlug = (i: number) => String(seed.resorts[i]![1].slug);
const location = () => screen().getByRole('status', { name: 'Location' });

const heading = (name: string | RegExp) =>
  screen().findByRole('heading', { level: 1, name }, { timeout: 8000 });

async function choose(button: RegExp, option: string) {
  await userEvent.click(screen().getByRole('button', { name: button }));
  const listbox = await screen().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

async function openRevision(text: string) {
  await waitFor(() => expect(document.querySelectorAll('summary').length).toBeGreaterThan(1));
  const summary = [...document.querySelectorAll('summary')].find((s) =>
    s.textContent.startsWith(text),
  );
  await expect(summary).toBeDefined();
  await userEvent.click(summary!);
}

const release = () => (document.activeElement as HTMLElement | null)?.blur();

/** The studio opens on the first kind: every kind is a section; the newest change first. */
export const List: Story = {
  play: async () => {
    await expect(await heading('Content')).toBeVisible();
    await expect(screen().getByRole('heading', { level: 2, name: 'Resorts' })).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('/admin/studio/resorts'));
    const nav = screen().getByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Content',
      'Resorts',
      'Villas',
      'Adventures',
      'Restaurants',
      'Posts',
      'Events',
    ]) {
      await expect(within(nav).getByRole('link', { name: label })).toBeVisible();
    }
    const grid = within(await screen().findByRole('grid', { name: 'Resorts' }));
    const first = await grid.findByRole('link', { name: resortName(0) });
    await expect(first).toHaveAttribute('href', '/admin/studio/resorts/1');
    await expect(grid.getByText('Unpublished changes')).toBeVisible();
    await expect(grid.getByText('Archived')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'New resort' })).toBeVisible();
  },
};

/** A filter goes to the URL (so a reload keeps it) and to the server. */
export const ListFiltered: Story = {
  play: async () => {
    const grid = within(await screen().findByRole('grid', { name: 'Resorts' }));
    await grid.findByRole('link', { name: resortName(0) });
    await choose(/Status/, 'Draft');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/studio/resorts?status=draft'));
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(2));
    await expect(grid.getByRole('link', { name: resortName(1) })).toBeVisible();
    release();
  },
};

export const ListFilteredEmpty: Story = {
  parameters: { route: '/admin/studio/villas?search=nothing-like-this&status=archived' },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 2, name: 'Villas' })).toBeVisible();
    await waitFor(
      () => expect(screen().getByText('No villas match these filters.')).toBeVisible(),
      { timeout: 8000 },
    );
    await expect(screen().getByRole('searchbox')).toHaveValue('nothing-like-this');
  },
};

export const ListError: Story = {
  parameters: {
    route: '/admin/studio/posts',
    msw: { handlers: { auth: authAdmin, content: contentError } },
  },
  play: async () => {
    await waitFor(
      () => expect(screen().getByText('Error loading posts. Please try again.')).toBeVisible(),
      { timeout: 8000 },
    );
  },
};

export const ListLoading: Story = {
  parameters: {
    route: '/admin/studio/events',
    msw: { handlers: { auth: authAdmin, content: contentSlow } },
  },
  play: async () => {
    await expect(
      await screen().findByRole('progressbar', { name: 'Loading events' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A draft (taken off the site): Publish makes it live, and the page shows the new state. */
export const EditDraft: Story = {
  parameters: {
    route: '/admin/studio/resorts/2',
    msw: { handlers: { auth: authAdmin, content: contentHandlers() } },
  },
  play: async () => {
    await expect(await heading(resortName(1))).toBeVisible();
    await expect(screen().getByText(/^Version 2 ·/)).toHaveTextContent(
      'Version 2 · saved by maria',
    );
    await expect(screen().queryByRole('link', { name: /View live page/ })).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Publish' }));
    await expect(await screen().findByText('Published: visitors see it now')).toBeInTheDocument();
    await waitFor(() => expect(screen().getByText(/^Version 3 ·/)).toBeVisible());
    await expect(screen().getByRole('link', { name: /View live page/ })).toHaveAttribute(
      'href',
      `/resorts/${resortSlug(1)}`,
    );
    release();
  },
};

/** Live with saved changes waiting: Preview opens the draft on the site, in a new tab. */
export const EditPublishedWithChanges: Story = {
  parameters: { route: '/admin/studio/resorts/1' },
  play: async () => {
    await expect(await heading(resortName(0))).toBeVisible();
    await expect(screen().getByText('Unpublished changes')).toBeVisible();
    const preview = screen().getByRole('link', { name: /Preview/ });
    await expect(preview).toHaveAttribute('href', `/resorts/${resortSlug(0)}?preview=1`);
    await expect(preview).toHaveAttribute('target', '_blank');
    await expect(screen().getByRole('button', { name: 'Publish changes' })).toBeVisible();
    await expect(screen().getByRole('textbox', { name: 'Name' })).toHaveValue(resortName(0));
  },
};

export const EditOnAPhone: Story = {
  ...EditPublishedWithChanges,
  globals: { viewport: { value: 'iphone14' } },
};

/** Ana saves the first resort just after the page reads it (each story its own state). */
function conflictParameters() {
  return {
    route: '/admin/studio/resorts/1',
    msw: {
      handlers: {
        auth: authAdmin,
        content: contentHandlers({
          concurrentEdit: {
            kind: 'resorts',
            id: 1,
            editor: 'Ana',
            changes: { subtitle: 'Ana’s new subtitle' },
          },
        }),
      },
    },
  };
}

/** Ana saved while this page was open: the save is refused, named, and nothing typed is lost. */
export const SaveConflict: Story = {
  parameters: conflictParameters(),
  play: async () => {
    await heading(resortName(0));
    const name = screen().getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'My new name');
    await userEvent.click(screen().getByRole('button', { name: 'Save draft' }));
    const alert = await screen().findByText(/while you were editing/);
    await expect(alert).toHaveTextContent(
      'Ana saved version 5 while you were editing; your changes are not saved.',
    );
    await expect(screen().getByRole('textbox', { name: 'Name' })).toHaveValue('My new name');
    await userEvent.click(screen().getByRole('button', { name: 'Load version 5' }));
    await waitFor(() => expect(screen().queryByText(/while you were editing/)).toBeNull());
    await expect(screen().getByRole('textbox', { name: 'Name' })).toHaveValue(resortName(0));
    await expect(screen().getByText(/^Version 5 ·/)).toHaveTextContent('saved by Ana');
    release();
  },
};

/** The conflict as the editor meets it: the alert, with what they typed still in the form. */
export const SaveConflictAlert: Story = {
  parameters: conflictParameters(),
  play: async () => {
    await heading(resortName(0));
    const name = screen().getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'My new name');
    await userEvent.click(screen().getByRole('button', { name: 'Save draft' }));
    await expect(await screen().findByRole('alert')).toHaveTextContent(
      'Ana saved version 5 while you were editing',
    );
    await expect(screen().getByRole('textbox', { name: 'Name' })).toHaveValue('My new name');
    release();
  },
};

/** A slug another item holds: the message goes under the slug. */
export const SlugTaken: Story = {
  parameters: {
    route: '/admin/studio/resorts/1',
    msw: { handlers: { auth: authAdmin, content: contentHandlers() } },
  },
  play: async () => {
    await heading(resortName(0));
    const slug = screen().getByRole('textbox', { name: 'Slug' });
    await userEvent.clear(slug);
    await userEvent.type(slug, resortSlug(1));
    await userEvent.click(screen().getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen().getByText('Another item already uses this slug')).toBeVisible(),
    );
    await waitFor(() => expect(screen().getByRole('textbox', { name: 'Slug' })).toHaveFocus());
    release();
  },
};

/** The history: a revision opens to its changes, field by field. */
export const HistoryOpen: Story = {
  parameters: { route: '/admin/studio/resorts/1' },
  play: async () => {
    await heading(resortName(0));
    await openRevision('Version 4:');
    const opened = within(document.querySelector<HTMLElement>('details[open]')!);
    await expect(opened.getByText('Description')).toBeVisible();
    await expect(opened.getByText('Rooms')).toBeVisible();
    await expect(opened.getByText('120')).toBeVisible();
    await expect(document.querySelector('details[open] ins')).toBeTruthy();
    release();
  },
};

/** Restoring an older revision asks first, then loads it into the form as the draft. */
export const RestoreConfirm: Story = {
  parameters: {
    route: '/admin/studio/resorts/1',
    msw: { handlers: { auth: authAdmin, content: contentHandlers() } },
  },
  play: async () => {
    await heading(resortName(0));
    await openRevision('Version 1:');
    await userEvent.click(screen().getByRole('button', { name: 'Restore version 1 as draft' }));
    const dialog = within(
      await screen().findByRole('alertdialog', { name: 'Restore version 1 as the draft?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Restore as draft' }));
    await expect(await screen().findByText('Version 1 is the draft now')).toBeInTheDocument();
    await waitFor(() => expect(screen().getByText(/^Version 5 ·/)).toBeVisible());
    await waitFor(() =>
      expect(document.querySelector('summary')).toHaveTextContent(
        'Version 5: Restored an earlier version by admin',
      ),
    );
    release();
  },
};

/** A new item: created as a draft, then its edit page. */
export const Create: Story = {
  parameters: {
    route: '/admin/studio/events/new',
    msw: { handlers: { auth: authAdmin, content: contentHandlers() } },
  },
  play: async () => {
    await expect(await heading('New event')).toBeVisible();
    await userEvent.type(screen().getByRole('textbox', { name: 'Title' }), 'Full moon swim');
    await userEvent.click(screen().getByRole('button', { name: 'Create draft' }));
    await expect(await heading('Full moon swim')).toBeVisible();
    await expect(location()).toHaveTextContent(`/admin/studio/events/${seed.events.length + 1}`);
    await expect(screen().getByText('Draft', { selector: 'span' })).toBeVisible();
    release();
  },
};

export const UnknownKind: Story = {
  parameters: { route: '/admin/studio/boats' },
  play: async () => {
    await expect(await heading('Page not found')).toBeVisible();
  },
};

export const UnknownItem: Story = {
  parameters: { route: '/admin/studio/resorts/9999' },
  play: async () => {
    await expect(await heading('Page not found')).toBeVisible();
  },
};
