import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, navigate, storyFrame, withRouter } from '../../common/storyFixtures.tsx';
import type { SearchEntry } from './searchEntries.ts';
import { SiteSearch } from './SiteSearch.tsx';

const entries: SearchEntry[] = [
  {
    kind: 'Resorts',
    title: 'Waldorf Astoria Los Cabos Pedregal',
    href: '/resorts/waldorf-astoria-los-cabos-pedregal',
    detail: 'CABO SAN LUCAS',
  },
  {
    kind: 'Resorts',
    title: 'Las Ventanas al Paraíso',
    href: '/resorts/las-ventanas-al-paraiso',
    detail: 'CORRIDOR',
  },
  {
    kind: 'Villas',
    title: 'Villa Bellissima',
    href: '/villas/villa-bellissima',
    detail: 'Pedregal, Cabo San Lucas',
  },
  {
    kind: 'Adventures',
    title: 'Luxury Cabo Sailing',
    href: '/adventures/luxury-sailing',
    detail: '2 hours',
  },
  {
    kind: 'Adventures',
    title: 'Whale Watching Tour',
    href: '/adventures/whale-watching-tour',
    detail: '2.5 hours',
  },
  {
    kind: 'Restaurants',
    title: 'El Farallón',
    href: '/restaurants/1',
    detail: 'Seafood · Pedregal',
  },
  {
    kind: 'Posts',
    title: 'Top 10 Hidden Beaches in Cabo',
    href: '/blog/top-10-hidden-beaches-cabo',
    detail: 'Local Guides',
  },
];

const meta = {
  title: 'Patterns/SiteSearch',
  component: SiteSearch,
  decorators: [withRouter, storyFrame({ height: 640 })],
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onOpenChange: fn(), entries },
} satisfies Meta<typeof SiteSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const searchBox = () => screen().getByRole('searchbox', { name: /Resorts, villas/ });

export const Empty: Story = {
  play: async () => {
    await expect(screen().getByRole('dialog', { name: 'Search Cabo' })).toBeInTheDocument();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await expect(screen().getByRole('status')).toHaveTextContent(
      'Type to search resorts, villas, adventures, restaurants and posts.',
    );
  },
};

export const ResultsGroupedByKind: Story = {
  play: async () => {
    await userEvent.type(searchBox(), 'pedregal');
    await expect(screen().getByRole('status')).toHaveTextContent('3 results');
    const groups = screen().getAllByRole('region');
    await expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Resorts',
      'Villas',
      'Restaurants',
    ]);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'paraiso');
    await expect(screen().getByRole('link', { name: /Las Ventanas al Paraíso/ })).toBeVisible();
  },
};

export const NoResults: Story = {
  globals: mobile,
  play: async () => {
    await userEvent.type(searchBox(), 'snowboarding');
    await expect(screen().getByRole('status')).toHaveTextContent('No results for “snowboarding”.');
    await expect(screen().queryAllByRole('link')).toHaveLength(0);
  },
};

export const ChoosingAResultNavigatesAndCloses: Story = {
  play: async ({ args }) => {
    await userEvent.type(searchBox(), 'whale');
    await userEvent.click(screen().getByRole('link', { name: /Whale Watching Tour/ }));
    await expect(navigate).toHaveBeenCalledWith('/adventures/whale-watching-tour');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  args: { entries: [], isLoading: true },
  play: async () => {
    await expect(screen().getByRole('status')).toHaveTextContent('Loading…');
  },
};
