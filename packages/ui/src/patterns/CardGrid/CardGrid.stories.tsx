import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile, sampleImage } from '../../common/storyFixtures.tsx';
import { CardGrid, CardGridItem } from './CardGrid.tsx';

const cards = ['Beaches', 'Resorts', 'Adventures', 'Restaurants', 'Villas', 'Nightlife'];

const Card = ({ name }: { name: string }) => (
  <article style={{ border: '1px solid #E8DCC4', borderRadius: 16, overflow: 'hidden' }}>
    <img
      src={sampleImage(name, '#D7ECEE')}
      alt=""
      width={160}
      height={120}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    />
    <h3 style={{ margin: 12 }}>{name}</h3>
  </article>
);

const meta = {
  title: 'Patterns/CardGrid',
  tags: ['autodocs'],
  component: CardGrid,
  args: {
    'aria-label': 'Things to do',
    children: cards.map((name) => (
      <CardGridItem key={name}>
        <Card name={name} />
      </CardGridItem>
    )),
  },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns a grid lays out (its computed template lists one size per column). */
const columnCount = (el: HTMLElement) =>
  getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Things to do' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(list)).toBe(3);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Things to do' });
    await expect(columnCount(list)).toBe(1);
  },
};

export const TilesTwoUpOnPhones: Story = {
  name: 'Tiles two to a row on a phone',
  globals: mobile,
  args: { columns: { base: 2, md: 4 }, gap: 'sm' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Things to do' });
    await expect(columnCount(list)).toBe(2);
  },
};

const threePosts = ['First post', 'Second post', 'Third post'].map((name, i) => (
  <CardGridItem key={name} showFrom={i === 2 ? 'lg' : undefined}>
    <Card name={name} />
  </CardGridItem>
));

export const ThirdCardFromLargeScreensMobile: Story = {
  name: 'Third card on large screens only, phone',
  globals: mobile,
  args: { children: threePosts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Second post' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Third post', hidden: true }),
    ).not.toBeVisible();
  },
};

export const ThirdCardFromLargeScreensDesktop: Story = {
  name: 'Third card on large screens only, desktop',
  globals: desktop,
  args: { children: threePosts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Third post' })).toBeVisible();
  },
};
