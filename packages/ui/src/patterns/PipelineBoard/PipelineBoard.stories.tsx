import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { CloseReasonDialog } from './CloseReasonDialog.tsx';
import { PipelineBoard, type PipelineBoardProps, type PipelineCard } from './PipelineBoard.tsx';

const columns = [
  { id: 'new', label: 'New' },
  { id: 'contacted', label: 'Contacted' },
  { id: 'qualified', label: 'Qualified' },
  { id: 'converted', label: 'Converted' },
  { id: 'closed', label: 'Closed' },
];

const cards: PipelineCard[] = [
  {
    id: 6,
    column: 'new',
    name: 'Luca Moretti',
    href: '/admin/leads/6',
    interest: 'Adventure',
    dates: 'Jul 1, 2026 to Jul 8, 2026',
    party: '4',
    budget: null,
    age: '1 day',
  },
  {
    id: 5,
    column: 'new',
    name: 'Sofía Ramírez',
    href: '/admin/leads/5',
    interest: 'Wedding',
    dates: 'Nov 14, 2026',
    party: '80',
    budget: '$10000+',
    owner: 'maria',
    age: '2 days',
  },
  {
    id: 4,
    column: 'contacted',
    name: 'James Carter',
    href: '/admin/leads/4',
    interest: 'Group trip',
    dates: 'Jun 2, 2026 to Jun 9, 2026',
    party: null,
    budget: '$5000-$10000',
    age: '4 days',
  },
  {
    id: 3,
    column: 'qualified',
    name: 'Priya Shah',
    href: '/admin/leads/3',
    interest: 'Concierge',
    dates: 'May 2026',
    party: '6',
    budget: '$10000+',
    age: '10 days',
  },
];

/** The board with its cards kept in state, so a move shows as the page would show it. */
function StatefulBoard(props: PipelineBoardProps) {
  const [shown, setShown] = useState(props.cards);
  return (
    <PipelineBoard
      {...props}
      cards={shown}
      onMove={(card, to) => {
        props.onMove(card, to);
        setShown((all) => all.map((c) => (c.id === card.id ? { ...c, column: to } : c)));
      }}
    />
  );
}

const meta = {
  title: 'Patterns/PipelineBoard',
  tags: ['autodocs'],
  component: PipelineBoard,
  args: { label: 'Leads by status', columns, cards, onMove: fn().mockName('onMove') },
  render: (args) => <StatefulBoard {...args} />,
} satisfies Meta<typeof PipelineBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (name: string) => within(screen.getByRole('grid', { name }));

/** Each card with its facts in words; "Move to…" with the keyboard moves Luca to Contacted. */
export const MoveWithTheKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Leads by status' })).toBeVisible();
    const sofia = column('New').getByRole('row', { name: /Sofía Ramírez/ });
    await expect(sofia).toHaveTextContent('InterestWedding');
    await expect(sofia).toHaveTextContent('Party80');
    await expect(sofia).toHaveTextContent('Budget$10000+');
    await expect(sofia).toHaveTextContent('Ownermaria');
    await expect(sofia).toHaveTextContent('Age2 days');
    await expect(column('Converted').getByText('Nothing here')).toBeVisible();

    const menuButton = canvas.getByRole('button', { name: 'Move Luca Moretti to…' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /Move Luca Moretti to/ });
    await expect(within(menu).queryByRole('menuitem', { name: 'New' })).toBeNull();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Contacted' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({ id: 6, name: 'Luca Moretti' }),
      'contacted',
    );
    await waitFor(() =>
      expect(column('Contacted').getByRole('row', { name: /Luca Moretti/ })).toBeVisible(),
    );
    await expect(column('New').queryByRole('row', { name: /Luca Moretti/ })).toBeNull();
  },
};

/** On a phone the columns stack: nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('grid')).toHaveLength(5);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Drag Priya Shah' })).toBeVisible();
  },
};

/** Loading, then the list's own error text. */
export const Failed: Story = {
  args: { errorText: 'Error loading leads. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading leads');
  },
};

/** Closing asks why: the reason is required, and "Other" asks for its words. */
export const CloseReason: StoryObj<typeof CloseReasonDialog> = {
  render: (args) => <CloseReasonDialog {...args} />,
  // The overlay covers the viewport; a full-height canvas puts it in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
  args: {
    name: 'Priya Shah',
    onOpenChange: fn().mockName('onOpenChange'),
    onSubmit: fn(async () => undefined).mockName('onSubmit'),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Close Priya Shah' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close lead' }));
    await waitFor(() => expect(dialog.getByText('Choose why the lead is closed')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close lead' }));
    await waitFor(() => expect(dialog.getByText('Say why the lead is closed')).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: 'What happened?' }), 'Chose a cruise');
    await userEvent.click(dialog.getByRole('button', { name: 'Close lead' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ closeReason: 'other', closeReasonText: 'Chose a cruise' }),
        expect.anything(),
      ),
    );
  },
};

/** The close dialog on a phone, the reason "Lost: price" chosen. */
export const CloseReasonOnPhone: StoryObj<typeof CloseReasonDialog> = {
  ...CloseReason,
  globals: mobile,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Close Priya Shah' }));
    await userEvent.click(dialog.getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lost: price' }));
    await expect(dialog.getByRole('button', { name: /Reason/ })).toHaveTextContent('Lost: price');
    await expect(dialog.queryByRole('textbox', { name: 'What happened?' })).toBeNull();
  },
};
