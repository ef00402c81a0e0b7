import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { PageIntro } from './PageIntro.tsx';

export default {
  title: 'Patterns/PageIntro',
  component: PageIntro,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageIntro>;

/** The not-found page's use: heading, intro and a link onwards, on a phone. */
export const WithLinkOnwards: StoryObj<typeof PageIntro> = {
  globals: mobile,
  args: {
    title: '404 Page Not Found',
    intro: 'Did you forget to add the page to the router?',
    children: (
      <p>
        <a href="/">Back to the home page</a>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
