import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  tags: ['autodocs'],
  component: Pagination,
  args: { page: 1, pageCount: 3, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <>
        <p>Showing page {page}</p>
        <Pagination
          {...args}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MovesBetweenPages: Story = {
  name: 'A few pages',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('Showing page 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const ManyPages: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page/ })
      .map((b) => b.textContent);
    await expect(numbers).toEqual(['1', '9', '10', '11', '20']);
  },
};

export const KeyboardUse: Story = {
  name: 'Used with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing page 2')).toBeVisible();
  },
};

export const HiddenForOnePage: Story = {
  name: 'One page (hidden)',
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  args: { page: 4, pageCount: 9 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
