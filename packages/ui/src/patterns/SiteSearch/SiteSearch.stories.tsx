import { foldSearchTerm, groupSearchHits, type SearchHit } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, navigate, storyFrame, withRouter } from '../../common/storyFixtures.tsx';
import { SEARCH_FAILED, SEARCH_PROMPT, SiteSearch } from './SiteSearch.tsx';

const hits: SearchHit[] = [
  {
    id: 'pages:/weddings',
    kind: 'Pages',
    title: 'Weddings',
    url: '/weddings',
    tags: 'Beach and cliff-top weddings, fully planned.',
  },
  {
    id: 'pages:/adventures/whale-watching',
    kind: 'Pages',
    title: 'Whale Watching',
    url: '/adventures/whale-watching',
    thumbnail: '/images/nav/whales.svg',
    tags: 'Humpbacks and grey whales, December to April.',
  },
  {
    id: 'villas:villa-3',
    kind: 'Villas',
    title: 'Villa Bellissima',
    url: '/villas/villa-bellissima',
    thumbnail: '/media/5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e01/480.webp',
    price: '$ 3,850 per night',
    tags: 'Pedregal Oceanfront, Cabo San Lucas, 6 bedrooms',
  },
  {
    id: 'adventures:whale-watching-tour',
    kind: 'Adventures',
    title: 'Cabo Whale Watching Cruise',
    url: '/adventures/cabo-whale-watching-cruise',
    thumbnail: '/media/5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e02/480.webp',
    price: '$89 USD',
    tags: '3 hours',
  },
  {
    id: 'restaurants:7',
    kind: 'Restaurants',
    title: 'El Farallón',
    url: '/restaurants/7',
    thumbnail: '/media/5b0c1f9e-8f2a-4c61-9d0e-1a2b3c4d5e03/480.webp',
    price: '$$$$',
    tags: 'Seafood, Cabo San Lucas',
  },
  {
    id: 'posts:planning-dream-wedding-cabo',
    kind: 'Posts',
    title: 'Planning Your Dream Wedding in Cabo',
    url: '/blog/planning-dream-wedding-cabo',
    tags: 'Weddings',
  },
];

/**
 * A stand-in for the index (which the site loads from the server): titles and details that
 * contain every word, accents folded. The real matching is tested with the index itself.
 */
const search = (query: string) => {
  const words = foldSearchTerm(query).split(/\s+/);
  return groupSearchHits(
    hits.filter((hit) =>
      words.every((w) => foldSearchTerm(`${hit.title} ${hit.tags}`).includes(w)),
    ),
  );
};

const meta = {
  title: 'Patterns/SiteSearch',
  tags: ['autodocs'],
  component: SiteSearch,
  decorators: [withRouter, storyFrame({ height: 640 })],
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onOpenChange: fn(), status: 'ready', search, onRetry: fn() },
} satisfies Meta<typeof SiteSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const searchBox = () => screen().getByRole('searchbox', { name: 'What are you looking for?' });
const status = () => screen().getByRole('status');

export const Empty: Story = {
  play: async () => {
    await expect(screen().getByRole('dialog', { name: 'Search Cabo' })).toBeInTheDocument();
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await expect(status()).toHaveTextContent(SEARCH_PROMPT);
    await expect(screen().queryByRole('listbox')).toBeNull();
  },
};

/** The index is on its way (first open): a typed query waits for it. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await userEvent.type(searchBox(), 'whale');
    await expect(status()).toHaveTextContent('Loading…');
    await expect(screen().queryByRole('listbox')).toBeNull();
  },
};

export const ResultsGroupedByKind: Story = {
  name: 'Results',
  play: async () => {
    await userEvent.type(searchBox(), 'whale');
    await expect(status()).toHaveTextContent('2 results');
    const groups = within(screen().getByRole('listbox', { name: 'Search results' })).getAllByRole(
      'group',
    );
    await expect(groups).toHaveLength(2);
    await expect(within(groups[0]!).getByText('Pages')).toBeVisible();
    await expect(within(groups[1]!).getByText('Adventures')).toBeVisible();
    const cruise = screen().getByRole('option', { name: /Cabo Whale Watching Cruise/ });
    // Its thumbnail and its price, as its card has them.
    await expect(within(cruise).getByText('$89 USD')).toBeVisible();
    const picture = cruise.querySelector('img')!;
    await waitFor(() => expect(picture.naturalWidth).toBeGreaterThan(0));
    await expect(picture).toHaveAttribute('alt', '');
  },
};

export const ResultsOnAPhone: Story = {
  name: 'Results on a phone',
  globals: mobile,
  play: async () => {
    await userEvent.type(searchBox(), 'cabo');
    await expect(status()).toHaveTextContent('4 results');
    await expect(screen().getByRole('option', { name: /Villa Bellissima/ })).toHaveTextContent(
      '$ 3,850 per night',
    );
    await expect(screen().getByRole('option', { name: /El Farallón/ })).toHaveTextContent('$$$$');
  },
};

export const NoResults: Story = {
  name: 'No results',
  globals: mobile,
  play: async () => {
    await userEvent.type(searchBox(), 'snowboarding');
    await expect(status()).toHaveTextContent('No results for “snowboarding”.');
    await expect(screen().queryAllByRole('option')).toHaveLength(0);
  },
};

/** The index could not be loaded: the message and a way to ask again. */
export const LoadFailed: Story = {
  name: 'Failed to load',
  args: { status: 'error' },
  play: async ({ args }) => {
    await userEvent.type(searchBox(), 'whale');
    await expect(status()).toHaveTextContent(SEARCH_FAILED);
    await userEvent.click(screen().getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const activeOption = () =>
  document.getElementById(searchBox().getAttribute('aria-activedescendant') ?? '');

/** Arrows move the active result while focus stays in the box (aria-activedescendant). */
export const ArrowsMoveTheActiveResult: Story = {
  name: 'Arrow keys move through results',
  play: async () => {
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await userEvent.keyboard('wedding');
    await expect(status()).toHaveTextContent('2 results');
    await expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('Weddings');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('Planning Your Dream Wedding in Cabo');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    await expect(activeOption()).toHaveTextContent('Weddings');
    await expect(activeOption()).toHaveAttribute('data-focused');
    await expect(searchBox()).toHaveFocus();
  },
};

/** Enter opens the active result, and the dialog closes. */
export const EnterOpensTheActiveResult: Story = {
  name: 'Result opened with Enter',
  play: async ({ args }) => {
    await waitFor(() => expect(searchBox()).toHaveFocus());
    await userEvent.keyboard('whale');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption()).toHaveTextContent('Whale Watching');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/adventures/whale-watching');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(searchBox()).toHaveValue('');
  },
};

export const ChoosingAResultWithThePointer: Story = {
  name: 'Result chosen with the pointer',
  play: async ({ args }) => {
    await userEvent.type(searchBox(), 'bellissima');
    await userEvent.click(screen().getByRole('option', { name: /Villa Bellissima/ }));
    await expect(navigate).toHaveBeenCalledWith('/villas/villa-bellissima');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  name: 'Closed with Escape',
  play: async ({ args }) => {
    await userEvent.type(searchBox(), 'whale');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
