import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { PageIntro } from './PageIntro.tsx';

export default {
  title: 'Patterns/PageIntro',
  tags: ['autodocs'],
  component: PageIntro,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageIntro>;

/** A plain page's heading, intro and a link onwards, on a phone. */
export const WithLinkOnwards: StoryObj<typeof PageIntro> = {
  name: 'With a link onwards',
  globals: mobile,
  args: {
    title: '404 Page Not Found',
    intro: 'We couldn’t find the page you were looking for.',
    children: (
      <p>
        <a href="/">Back to the home page</a>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByText('We couldn’t find the page you were looking for.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
