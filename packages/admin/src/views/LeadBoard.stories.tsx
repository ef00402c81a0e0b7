import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers, MOCK_ADMIN_NOW } from '../../../../mocks/handlers/index.ts';
import { withAdminProviders } from '../storyProviders.tsx';
import { LeadBoardView } from './LeadBoardView.tsx';

const meta = {
  title: 'Admin/Leads board',
  decorators: [withAdminProviders],
  parameters: {
    layout: 'padded',
    route: '/admin?section=leads&view=board',
    msw: { handlers: { admin: adminHandlers({}, { remember: true }) } },
  },
  globals: { viewport: { value: 'desktop' } },
  render: () => <LeadBoardView now={new Date(MOCK_ADMIN_NOW)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const column = (name: string) => within(body().getByRole('grid', { name }));

/**
 * The leads by status, spam left out: Luca moves to Qualified with the keyboard, then Sofía is
 * closed as lost on dates; each move is saved and the board shows it.
 */
export const MoveAndClose: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers({}, { remember: true }) } } },
  play: async () => {
    await body().findByRole('region', { name: 'Leads by status' });
    const luca = await column('New').findByRole('row', { name: /Luca Moretti/ });
    await expect(luca).toHaveTextContent('Dates' + 'Jul 1, 2026 to Jul 8, 2026');
    await expect(luca).toHaveTextContent('Age1 day');
    await expect(body().queryByText('Cheap Followers')).toBeNull();

    // Two Luca Moretti leads: the new one, and a converted one from earlier.
    column('New').getByRole('button', { name: 'Move Luca Moretti to…' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu', { name: /Move Luca Moretti to/ });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Contacted' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await body().findByText('Moved to Qualified')).toBeInTheDocument();
    await waitFor(() =>
      expect(column('Qualified').getByRole('row', { name: /Luca Moretti/ })).toBeVisible(),
    );

    await userEvent.click(body().getByRole('button', { name: 'Move Sofía Ramírez to…' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Closed' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Close Sofía Ramírez' }));
    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Lost: dates' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close lead' }));
    await expect(await body().findByText('Lead closed')).toBeInTheDocument();
    await expect(await column('Closed').findByRole('row', { name: /Sofía Ramírez/ })).toBeVisible();
  },
};

/** On a phone the columns stack and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    await body().findByRole('grid', { name: 'Converted' });
    await column('Converted').findByRole('row', { name: /Luca Moretti/ });
    await expect(body().getAllByRole('grid')).toHaveLength(5);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
