import { apiPaths } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminChangeError,
  adminEmpty,
  adminError,
  adminHandlers,
  adminMany,
  adminSlow,
} from '../../../../mocks/handlers/index.ts';
import { LocationProbe, withAdminProviders } from '../storyProviders.tsx';
import { BookingsView } from './BookingsView.tsx';
import { GuideDownloadsView } from './GuideDownloadsView.tsx';
import { LeadsView } from './LeadsView.tsx';

/** The list requests the view sent (their query strings), for the stories to check. */
function recordListRequests(path: string) {
  const seen: string[] = [];
  const handler = http.get(path, ({ request }) => {
    seen.push(new URL(request.url).search);
  });
  return { seen, handler };
}

/** The list's handlers, keeping each change, behind a recorder of the list requests. */
const recordedAndRemembered = (requests: ReturnType<typeof recordListRequests>) => ({
  msw: { handlers: { admin: [requests.handler, ...adminHandlers({}, { remember: true })] } },
});

/** The leads, with the URL the view keeps its filters in. */
const leadsAndLocation = () => (
  <>
    <LeadsView />
    <LocationProbe />
  </>
);

const meta = {
  title: 'Admin/Lists',
  decorators: [withAdminProviders],
  parameters: { layout: 'padded', route: '/admin?section=leads' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function choose(button: RegExp, option: string, scope = body()) {
  await userEvent.click(scope.getByRole('button', { name: button }));
  const listbox = await body().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

async function openDrawer(name: string) {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const leadRequests = recordListRequests(apiPaths.adminLeads);

/**
 * Leads narrowed to "contacted": the server is asked for that status and the URL keeps it;
 * then James's lead moves to qualified and the list shows the change.
 */
export const LeadsFilterAndStatusChange: Story = {
  parameters: recordedAndRemembered(leadRequests),
  render: leadsAndLocation,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await within(table).findByRole('rowheader', { name: /Emma Schulz/ });
    await expect(body().getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads.csv',
    );

    await choose(/Status/, 'contacted');
    await waitFor(() => expect(leadRequests.seen).toContain('?status=contacted'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    // The address and the export link follow the filter in a render of their own.
    await waitFor(() =>
      expect(body().getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/admin?section=leads&status=contacted',
      ),
    );
    await waitFor(() =>
      expect(body().getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/admin/leads.csv?status=contacted',
      ),
    );

    await userEvent.click(within(table).getByRole('button', { name: 'View James Carter' }));
    const drawer = await openDrawer('Lead: James Carter');
    await waitFor(() =>
      expect(drawer.getByText('Called: two kids, wants a villa with a shallow pool')).toBeVisible(),
    );
    await choose(/Status/, 'qualified', drawer);
    await userEvent.type(drawer.getByRole('textbox', { name: 'Note' }), 'Budget confirmed');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(drawer.getByText('Budget confirmed')).toBeVisible());
    await waitFor(() =>
      expect(drawer.getByRole('region', { name: 'Activity history' })).toHaveTextContent(
        'contacted → to qualified',
      ),
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Filtered on contacted, the list no longer holds James once the server has it as qualified.
    await waitFor(() =>
      expect(within(table).getByText('No leads found with current filters.')).toBeVisible(),
    );
    // Where the focus lands once its row has left the list is React Aria's to say, and
    // when: the screenshot is of the list, without a ring that comes and goes with timing.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const spamRequests = recordListRequests(apiPaths.adminLeads);

/**
 * The spam view (docs/admin.md, "Spam"): "Show: Spam" asks the server for the flagged leads
 * only; "Not spam" moves one back, it leaves the spam view and is listed among the leads.
 */
export const LeadsSpamViewAndNotSpam: Story = {
  parameters: recordedAndRemembered(spamRequests),
  render: leadsAndLocation,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await within(table).findByRole('rowheader', { name: /Emma Schulz/ });
    await expect(within(table).queryByText(/Cheap Followers/)).toBeNull();

    await choose(/Show/, 'Spam');
    await waitFor(() => expect(spamRequests.seen).toContain('?spam=true'));
    const spam = await within(table).findByRole('rowheader', { name: /Cheap Followers/ });
    await expect(spam).toHaveTextContent('Spam: honeypot');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(body().getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin?section=leads&spam=true',
    );

    await userEvent.click(within(table).getByRole('button', { name: 'View Cheap Followers' }));
    const drawer = await openDrawer('Lead: Cheap Followers');
    await userEvent.click(await drawer.findByRole('button', { name: 'Not spam' }));
    await expect(await body().findByText('Moved to leads')).toBeInTheDocument();
    await expect(await drawer.findByRole('region', { name: 'Activity history' })).toHaveTextContent(
      'Moved out of spam by admin',
    );
    await expect(drawer.queryByRole('button', { name: 'Not spam' })).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(table).getByText('No leads found with current filters.')).toBeVisible(),
    );

    await choose(/Show/, 'Leads');
    await expect(
      await within(table).findByRole('rowheader', { name: /Cheap Followers/ }),
    ).toBeVisible();
  },
};

/** "Not spam" from the row in the spam view. */
export const LeadsNotSpamFromTheRow: Story = {
  parameters: {
    route: '/admin?section=leads&spam=true',
    msw: { handlers: { admin: adminHandlers({}, { remember: true }) } },
  },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Not spam: Cheap Followers' }),
    );
    await expect(await body().findByText('Moved to leads')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByText('No leads found with current filters.')).toBeVisible(),
    );
  },
};

/** A returning visitor: the row says so, the drawer lists the earlier lead. */
export const LeadsReturningVisitor: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers() } } },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    const luca = await within(table).findByRole('rowheader', { name: /Luca@example.com/ });
    await expect(luca).toHaveTextContent('Returning visitor (1 earlier)');
    await userEvent.click(within(table).getAllByRole('button', { name: 'View Luca Moretti' })[0]!);
    const drawer = await openDrawer('Lead: Luca Moretti');
    await waitFor(() =>
      expect(drawer.getByText('Returning visitor: 1 earlier lead with this e-mail.')).toBeVisible(),
    );
  },
};

const manyRequests = recordListRequests(apiPaths.adminLeads);

/** Sixty-six leads: page 2 and a sort by contact, both asked of the server. */
export const LeadsPagedAndSorted: Story = {
  parameters: { msw: { handlers: { admin: [manyRequests.handler, ...adminMany] } } },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await waitFor(() => expect(body().getByText('Showing 1–20 of 66')).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(manyRequests.seen).toContain('?page=2'));
    await waitFor(() => expect(body().getByText('Showing 21–40 of 66')).toBeVisible());
    await userEvent.click(within(table).getByRole('columnheader', { name: /Contact/ }));
    await waitFor(() => expect(manyRequests.seen).toContain('?sort=name&direction=ascending'));
    await waitFor(() => expect(body().getByText('Showing 1–20 of 66')).toBeVisible());
  },
};

export const LeadsLoading: Story = {
  parameters: { msw: { handlers: { admin: adminSlow } } },
  render: () => <LeadsView />,
  play: async () => {
    await expect(await body().findByRole('progressbar', { name: 'Loading leads' })).toBeVisible();
  },
};

export const LeadsEmpty: Story = {
  parameters: { msw: { handlers: { admin: adminEmpty } } },
  render: () => <LeadsView />,
  play: async () => {
    await waitFor(() =>
      expect(body().getByText('No leads found with current filters.')).toBeVisible(),
    );
  },
};

export const LeadsError: Story = {
  parameters: { msw: { handlers: { admin: adminError } } },
  render: () => <LeadsView />,
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Error loading leads. Please try again.',
    );
  },
};

/** Saving fails: a toast says so and the drawer keeps the typed note. */
export const LeadsChangeFails: Story = {
  parameters: { msw: { handlers: { admin: [...adminChangeError, ...adminHandlers()] } } },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await userEvent.click(await within(table).findByRole('button', { name: 'View Priya Shah' }));
    const drawer = await openDrawer('Lead: Priya Shah');
    const note = await drawer.findByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Sent the yacht list');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Update failed')).toBeInTheDocument();
    await expect(note).toHaveValue('Sent the yacht list');
  },
};

/**
 * "Edit" beside "View" (docs/admin.md): opens the lead at its status editor, the status in
 * focus, and saves a status change with a note.
 */
export const LeadsEditFromTheRow: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers({}, { remember: true }) } } },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await within(table).findByRole('rowheader', { name: /James Carter/ });
    await expect(within(table).getByRole('button', { name: 'View James Carter' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit James Carter' }));
    const drawer = await openDrawer('Lead: James Carter');
    const status = await drawer.findByRole('button', { name: /Status/ });
    await waitFor(() => expect(status).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'qualified' }));
    await userEvent.type(drawer.getByRole('textbox', { name: 'Note' }), 'Called back');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Changes saved')).toBeInTheDocument();
    await expect(drawer.getByRole('region', { name: 'Activity history' })).toHaveTextContent(
      'Called back',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

const spamBookingRequests = recordListRequests(apiPaths.adminBookings);

/** Bookings caught as spam are listed only under "Show: Spam", with their reason. */
export const BookingsSpamView: Story = {
  parameters: {
    route: '/admin?section=bookings',
    msw: { handlers: { admin: [spamBookingRequests.handler, ...adminHandlers()] } },
  },
  render: () => <BookingsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Bookings' });
    await within(table).findByRole('rowheader', { name: /Mia Torres/ });
    await expect(within(table).queryByRole('rowheader', { name: /Quick Bot/ })).toBeNull();
    await choose(/Show/, 'Spam');
    await waitFor(() => expect(spamBookingRequests.seen).toContain('?spam=true'));
    const spam = await within(table).findByRole('rowheader', { name: /Quick Bot/ });
    await expect(spam).toHaveTextContent('Spam: too_fast');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** Guide requests caught as spam: under "Show: Spam", with their reason, and no Resend. */
export const GuidesSpamView: Story = {
  parameters: {
    route: '/admin?section=guide-downloads&spam=true',
    msw: { handlers: { admin: adminHandlers() } },
  },
  render: () => <GuideDownloadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Guide downloads' });
    const spam = await within(table).findByRole('rowheader', { name: /Free Offers/ });
    await expect(spam).toHaveTextContent('Spam: honeypot');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByRole('button', { name: /Resend/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'View Free Offers' }));
    const drawer = await openDrawer('Guide download: Free Offers');
    await drawer.findByText('offers@spam.example');
    await expect(drawer.queryByRole('button', { name: 'Resend guide' })).toBeNull();
  },
};

const bookingRequests = recordListRequests(apiPaths.adminBookings);

/** Bookings narrowed to restaurants by the server; the pending booking is confirmed. */
export const BookingsFilterAndConfirm: Story = {
  parameters: {
    route: '/admin?section=bookings',
    ...recordedAndRemembered(bookingRequests),
  },
  render: () => <BookingsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Bookings' });
    await within(table).findByRole('rowheader', { name: /Mia Torres/ });
    await expect(within(table).getAllByText('Apr 10 to Apr 15, 2026 · 5 nights')).toHaveLength(2);
    await choose(/Type/, 'restaurant');
    await waitFor(() => expect(bookingRequests.seen).toContain('?type=restaurant'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('button', { name: 'View Olivia Brooks' }));
    const drawer = await openDrawer('Booking: Olivia Brooks');
    await choose(/Status/, 'confirmed', drawer);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Changes saved')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(table).getByText('confirmed')).toBeVisible());
  },
};

const guideRequests = recordListRequests(apiPaths.adminGuideSubmissions);

/** Guide downloads: the Villa filter, and a failed guide sent again from its row. */
export const GuidesFilterAndResend: Story = {
  parameters: {
    route: '/admin?section=guide-downloads',
    ...recordedAndRemembered(guideRequests),
  },
  render: () => <GuideDownloadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Guide downloads' });
    await within(table).findByRole('rowheader', { name: 'Chloe' });
    // The guide form's optional investment level has its column.
    await expect(
      within(table).getByRole('columnheader', { name: 'Investment Level' }),
    ).toBeVisible();
    const hannah = within(table)
      .getByRole('rowheader', { name: 'Hannah Lee' })
      .closest('[role="row"]');
    await expect(within(hannah as HTMLElement).getByText('$10,000 - $25,000')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Resend to Chloe' }));
    await expect(await body().findByText('Guide queued')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('failed')).toBeNull());
    await choose(/All Guides/, 'Villa Guide');
    await waitFor(() => expect(guideRequests.seen).toContain('?guide=Villa'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('rowheader', { name: 'Mateo García' })).toBeVisible();
  },
};

/** On a phone each guide request is a card with the same facts and actions; nothing scrolls sideways. */
export const GuidesOnPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  parameters: {
    route: '/admin?section=guide-downloads',
    msw: { handlers: { admin: adminHandlers() } },
  },
  render: () => <GuideDownloadsView />,
  play: async () => {
    const card = await body().findByRole('listitem', { name: 'Chloe' });
    await expect(within(card).getByText('Guide Type')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Resend to Chloe' })).toBeVisible();
    await expect(body().queryByRole('grid')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const ownerRequests = recordListRequests(apiPaths.adminLeads);

/**
 * The Owner column and the "Mine" quick filter: pressed, the server is asked for
 * `owner=mine` and only the signed-in admin's leads stay; a disabled owner is marked.
 */
export const LeadsOwnerColumnAndMine: Story = {
  parameters: {
    msw: { handlers: { admin: [ownerRequests.handler, ...adminHandlers()] } },
  },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await within(table).findByRole('rowheader', { name: /Emma Schulz/ });
    await expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect(within(table).getByText('carla.old (disabled)')).toBeVisible();
    await expect(within(table).getAllByText('Unassigned').length).toBeGreaterThan(0);
    const mine = body().getByRole('button', { name: 'Mine' });
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mine);
    await waitFor(() => expect(ownerRequests.seen).toContain('?owner=mine'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(body().getByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(table).queryByText('Unassigned')).toBeNull();
  },
};

/** An admin gives a lead to another admin from its record; the list shows the new owner. */
export const LeadAssignOwner: Story = {
  parameters: {
    msw: { handlers: { admin: adminHandlers({}, { remember: true }) } },
  },
  render: () => <LeadsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Leads' });
    await userEvent.click(await within(table).findByRole('button', { name: 'View Emma Schulz' }));
    const drawer = await openDrawer('Lead: Emma Schulz');
    const owner = await drawer.findByRole('region', { name: 'Owner' });
    await expect(within(owner).getByText('Unassigned', { selector: 'strong' })).toBeVisible();
    await waitFor(() =>
      expect(within(owner).getByRole('button', { name: /Assign to/ })).toBeEnabled(),
    );
    await choose(/Assign to/, 'luis.ops', within(owner));
    await userEvent.click(within(owner).getByRole('button', { name: 'Assign' }));
    await expect(await body().findByText('Owner saved')).toBeInTheDocument();
    // The saved owner starts the editor over, so the region is looked up again.
    await waitFor(() =>
      expect(drawer.getByRole('region', { name: 'Owner' })).toHaveTextContent('Owned by luis.ops'),
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const row = within(table)
      .getByRole('rowheader', { name: /Emma Schulz/ })
      .closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('luis.ops')).toBeVisible());
  },
};

/** On a phone the leads are cards: contact, status, owner and the actions, at 390 px. */
export const LeadsOnPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  parameters: { msw: { handlers: { admin: adminHandlers() } } },
  render: () => <LeadsView />,
  play: async () => {
    const card = await body().findByRole('listitem', { name: 'Emma Schulz' });
    await expect(within(card).getByText('Owner')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'View Emma Schulz' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Edit Emma Schulz' })).toBeVisible();
    // Refresh is in the toolbar with the filters, after them.
    const toolbar = body().getByRole('group', { name: 'Filter leads' });
    await expect(within(toolbar).getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: 'Mine' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone a booking card has its value, party, dates with nights, status and owner. */
export const BookingsOnPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  parameters: {
    route: '/admin?section=bookings',
    msw: { handlers: { admin: adminHandlers() } },
  },
  render: () => <BookingsView />,
  play: async () => {
    const card = await body().findByRole('listitem', { name: 'ana@example.com' });
    await expect(within(card).getByText('$12,450.00')).toBeVisible();
    await expect(within(card).getByText('6 guests')).toBeVisible();
    await expect(within(card).getByText('Apr 10 to Apr 15, 2026 · 5 nights')).toBeVisible();
    await expect(within(card).getByText('admin')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Bookings at desktop width: the Value, Party and Owner columns. */
export const BookingsValueAndOwner: Story = {
  parameters: {
    route: '/admin?section=bookings',
    msw: { handlers: { admin: adminHandlers() } },
  },
  render: () => <BookingsView />,
  play: async () => {
    const table = await body().findByRole('grid', { name: 'Bookings' });
    const row = (await within(table).findByRole('rowheader', { name: /ana@example.com/ })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await expect(within(row).getByText('$12,450.00')).toBeVisible();
    await expect(within(row).getByText('6 guests')).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  },
};
