import { apiPaths, type BlogPost } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { blogError, mockBlogPosts } from '../../../../../../mocks/handlers/index.ts';
import { sitePageMeta } from '../../../app/storyProviders.tsx';
import BlogIndexPage from './BlogIndexPage.tsx';
import BlogPostPage from './BlogPostPage.tsx';

const meta = {
  title: 'Site/Blog',
  ...sitePageMeta,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const first = mockBlogPosts[0] as BlogPost;

export const Index: Story = {
  render: () => <BlogIndexPage />,
  parameters: { route: '/blog' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cabo Travel Blog');
    const chips = await canvas.findByRole('radiogroup', { name: 'Filter posts by category' });
    await expect(
      within(chips)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All Posts', ...new Set(mockBlogPosts.map((p) => p.category))]);
    await expect(canvas.getAllByRole('article')).toHaveLength(mockBlogPosts.length);
    // The first post is featured (a level-2 heading), the rest form the grid.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    await waitFor(() => expect(document.title).toBe('Cabo Travel Blog | Cabo Travel & Concierge'));
  },
};

export const IndexFilteredByCategory: Story = {
  render: () => <BlogIndexPage />,
  parameters: { route: '/blog' },
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = within(document.body);
    // On a phone the chips wait behind "Filters"; the count stays in view.
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
    await waitFor(() => expect(sheet.getByRole('radio', { name: 'Weddings' })).toBeVisible());
    await userEvent.click(sheet.getByRole('radio', { name: 'Weddings' }));
    const weddings = mockBlogPosts.filter((p) => p.category === 'Weddings');
    await userEvent.click(sheet.getByRole('button', { name: /^Show \d+ results?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(weddings.length);
    for (const card of canvas.getAllByRole('article')) {
      await expect(within(card).getByText('Weddings')).toBeVisible();
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${weddings.length} of ${mockBlogPosts.length} posts`,
    );
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(mockBlogPosts.length);
  },
};

export const IndexError: Story = {
  render: () => <BlogIndexPage />,
  parameters: { msw: { handlers: { blog: blogError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The blog could not be loaded. Please try again later.',
    );
  },
};

export const Post: Story = {
  render: () => <BlogPostPage slug={first.slug} />,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    await expect(canvas.getByText('Travel Expert & Local Guide')).toBeVisible();
    await expect(canvas.getByText(first.readTime)).toBeVisible();
    const share = within(canvas.getByRole('list', { name: 'Share this article' }));
    await expect(share.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Twitter',
      'Facebook',
      'LinkedIn',
      'WhatsApp',
    ]);
    await expect(
      canvas.getByRole('heading', { name: `Download Your Free ${first.category} Guide` }),
    ).toBeVisible();
    const more = await canvas.findByRole('region', { name: 'More Articles' });
    await expect(within(more).getAllByRole('article')).toHaveLength(3);
    await expect(within(more).queryByText(first.title)).toBeNull();
    // The head helper writes Article structured data for the post.
    await waitFor(() =>
      expect(
        document.head.querySelector('script[type="application/ld+json"]')?.textContent,
      ).toContain('"@type":"Article"'),
    );
  },
};

export const PostPromoRequestsTheGuide: Story = {
  render: () => <BlogPostPage slug={first.slug} />,
  // No phone baseline: its toast closes after 5 s, so a later phone shot had it or not by
  // the machine's speed. The post at phone width is Post's baseline.
  parameters: { visual: { phone: false } },
  beforeEach: () => {
    // The PDF would open a real tab: record the call instead.
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Download Free Guide' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: `Download Your Free ${first.category} Guide`,
    });
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Ruiz');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '6241234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Guide' }));
    // The post's call to action (beachGuide) names the guide that is sent.
    await expect(first.ctaType).toBe('beachGuide');
    const sent = await within(document.body).findByText(
      'Your Beach Guide guide has been sent to your email.',
    );
    await waitFor(() => expect(sent).toBeVisible());
  },
};

export const PostNotFound: Story = {
  render: () => <BlogPostPage slug="no-such-post" />,
  globals: { viewport: { value: 'iphone14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Blog Post Not Found',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

const hostile: BlogPost = {
  ...first,
  slug: 'hostile',
  content: `<h2>Safe heading</h2><p onclick="window.__pwned=1">Text <a href="javascript:window.__pwned=1">bad link</a> <a href="https://example.com/ok">good link</a></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script><iframe src="https://example.com"></iframe>`,
};

export const PostContentRenderedSafely: Story = {
  render: () => <BlogPostPage slug="hostile" />,
  parameters: {
    msw: {
      handlers: {
        blog: [
          http.get(apiPaths.blogPost, () => HttpResponse.json<BlogPost>(hostile)),
          http.get(apiPaths.blog, () => HttpResponse.json([])),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Safe heading' })).toBeVisible();
    const article = canvasElement.querySelector('article') as HTMLElement;
    await expect(article.querySelector('script, iframe, img[src="x"], [onclick]')).toBeNull();
    // A javascript: link loses its href (its text stays); a web link opens in a new tab.
    await expect(canvas.queryByRole('link', { name: 'bad link' })).toBeNull();
    await expect(article).toHaveTextContent('Text bad link good link');
    await expect(canvas.getByRole('link', { name: 'good link' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
