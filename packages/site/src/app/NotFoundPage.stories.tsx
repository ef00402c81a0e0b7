import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  mockAdventures,
  searchIndexError,
  searchIndexSlow,
} from '../../../../mocks/handlers/index.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { withSiteProviders } from './storyProviders.tsx';

/** Any unknown path: the spec's title, a helpful line, the site search, the main sections. */
const meta = {
  title: 'Site/NotFoundPage',
  component: NotFoundPage,
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'What are you looking for?' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.queryByText(/Did you forget to add the page/)).toBeNull();
    await expect(canvas.getByText(/We couldn’t find the page you were looking for/)).toBeVisible();
    const sections = canvas.getByRole('navigation', { name: 'Explore Cabo' });
    await expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Luxury Villas', '/villas'],
      ['Resorts', '/resorts'],
      ['Adventures', '/adventures'],
      ['Restaurants', '/restaurants'],
      ['Group Trips', '/group-trips/family'],
      ['Travel Guides', '/guides'],
      ['Blog', '/blog'],
      ['Home', '/'],
    ]);
    await expect(searchBox(canvasElement)).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    // One column: the search first, the sections under it.
    const search = within(canvasElement).getByRole('heading', { name: 'Search the site' });
    const sections = within(canvasElement).getByRole('heading', { name: 'Explore Cabo' });
    await expect(sections.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The index loads when the box is first used; "wale" still finds the whale watching tours. */
export const SearchFindsAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'wale');
    const results = await canvas.findByRole('listbox', { name: 'Search results' });
    const whale = mockAdventures.filter((a) => /whale/i.test(a.title));
    for (const adventure of whale.slice(0, 4)) {
      await expect(
        within(results).getByRole('option', { name: new RegExp(adventure.title) }),
      ).toHaveAttribute('href', `/adventures/${adventure.slug}`);
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ results?$/);
  },
};

export const SearchFindsNothing: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'zzzz');
    await waitFor(() =>
      expect(within(canvasElement).getByText('No results for “zzzz”.')).toBeVisible(),
    );
  },
};

export const SearchLoading: Story = {
  parameters: { msw: { handlers: { searchIndex: searchIndexSlow } }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'whale');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The index could not be loaded: the message, and Try again asks once more. */
export const SearchFailsAndRetries: Story = {
  parameters: { msw: { handlers: { searchIndex: searchIndexError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'whale');
    await waitFor(() => expect(canvas.getByText('The search could not be loaded.')).toBeVisible());
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByText('The search could not be loaded.')).toBeVisible());
  },
};
