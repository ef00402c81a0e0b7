import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OwnerEditor, type OwnerEditorProps } from './OwnerEditor.tsx';

const admins = [
  { id: 1, username: 'admin' },
  { id: 3, username: 'luis.ops' },
];

const meta = {
  title: 'Patterns/OwnerEditor',
  tags: ['autodocs'],
  component: OwnerEditor,
  globals: { viewport: { value: 'desktop' } },
  args: {
    owner: null,
    admins,
    onSubmit: fn<OwnerEditorProps['onSubmit']>(async () => undefined).mockName('onSubmit'),
  },
} satisfies Meta<typeof OwnerEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Assign to/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** An unassigned record is given to an admin: the select sends that admin's id. */
export const AssignUnassigned: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Unassigned', { selector: 'strong' })).toBeVisible();
    await choose(canvasElement, 'luis.ops');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(3, expect.anything()));
  },
};

/** An owned record is set back to nobody with "Unassigned". */
export const Unassign: Story = {
  args: { owner: { id: 1, username: 'admin', disabled: false } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('admin', { selector: 'strong' })).toBeVisible();
    await choose(canvasElement, 'Unassigned');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(null, expect.anything()));
  },
};

/** A disabled owner is shown as such; it cannot be chosen again, only replaced. */
export const DisabledOwner: Story = {
  args: { owner: { id: 5, username: 'carla.old', disabled: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('carla.old (disabled)', { selector: 'strong' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Assign to/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: 'carla.old (disabled)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** The server refuses the owner: its message shows under the select. */
export const Refused: Story = {
  args: {
    onSubmit: fn<OwnerEditorProps['onSubmit']>(async (_ownerId, context) => {
      context.setFieldError('owner', 'Only an active admin can own a record');
      throw new Error('refused');
    }).mockName('onSubmit'),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(canvas.getByText('Only an active admin can own a record')).toBeVisible(),
    );
  },
};

/** At phone width the select and the button wrap; nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  args: { owner: { id: 3, username: 'luis.ops', disabled: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Assign' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
