import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { releaseFocus } from '../../common/storyFixtures.tsx';
import { vars } from '../../theme/vars.css.ts';
import { HorizontalScroller } from './HorizontalScroller.tsx';

const villas = [
  'Villa Marea',
  'Casa del Sol',
  'Villa Pedregal',
  'Casa Arena',
  'Villa Cielo',
  'Casa Brisa',
];

// Stand-ins for the 300 px villa cards of the home page.
const Card = ({ name }: { name: string }) => (
  <article
    style={{
      width: 300,
      height: 180,
      padding: '1rem',
      borderRadius: vars.radius.lg,
      background: vars.color.sand,
      color: vars.color.text,
    }}
  >
    <h3 style={{ margin: 0 }}>{name}</h3>
  </article>
);

const meta = {
  title: 'Components/HorizontalScroller',
  tags: ['autodocs'],
  component: HorizontalScroller,
  args: { label: 'Featured Luxury Villas', children: null },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  render: (args) => (
    <HorizontalScroller {...args}>
      {villas.map((name) => (
        <Card key={name} name={name} />
      ))}
    </HorizontalScroller>
  ),
} satisfies Meta<typeof HorizontalScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured Luxury Villas' });
    // Focusable, so the arrow keys scroll it natively.
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /back/ })).toBeDisabled();
  },
};

export const ButtonsScroll: Story = {
  name: 'Scrolled with the arrows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured Luxury Villas' });
    await userEvent.click(canvas.getByRole('button', { name: /forward/ }));
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(600));
    await waitFor(() => expect(canvas.getByRole('button', { name: /back/ })).toBeEnabled());
    releaseFocus();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No buttons on small screens: the row is swiped.
    await expect(canvas.getByRole('button', { name: /forward/, hidden: true })).not.toBeVisible();
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
