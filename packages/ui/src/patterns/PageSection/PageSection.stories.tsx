import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { PageSection } from './PageSection.tsx';

const meta = {
  title: 'Patterns/PageSection',
  tags: ['autodocs'],
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Explore Cabo',
    intro: 'From the Arch at Land’s End to the quiet beaches of the East Cape.',
    children: <p>The section’s content.</p>,
  },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    // The heading names the section, so it is a landmark a screen reader can jump to.
    const region = canvas.getByRole('region', { name: 'Explore Cabo' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Explore Cabo',
    );
    await expect(within(region).getByText(/From the Arch/)).toBeVisible();
    await expect(within(region).getByText('The section’s content.')).toBeVisible();
    // The page column: at most 80rem wide, centred.
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(1280);
  },
};

export const HeadingLevelThree: Story = {
  name: 'Level 3 heading',
  args: { headingLevel: 3, intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Explore Cabo');
    await expect(canvas.queryByText(/From the Arch/)).toBeNull();
  },
};

const requestGuide = fn().mockName('requestGuide');

export const SunsetBanner: Story = {
  name: 'Sunset banner',
  globals: desktop,
  args: {
    tone: 'sunset',
    title: '2025 Restaurant Guide',
    intro: 'Our local picks, from beach-side taquerías to tasting menus with a view.',
    action: <Button onPress={requestGuide}>Get the Restaurant Guide</Button>,
    children: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '2025 Restaurant Guide' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2 });
    const action = canvas.getByRole('button', { name: 'Get the Restaurant Guide' });
    // From the medium breakpoint the action sits beside the text.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
    await userEvent.click(action);
    await expect(requestGuide).toHaveBeenCalledOnce();
  },
};

export const BrandBannerMobile: Story = {
  name: 'Brand banner, on a phone',
  globals: mobile,
  args: {
    tone: 'brand',
    title: 'Luxury Concierge Services',
    intro: 'Private chefs, yacht days, spa appointments and airport transfers.',
    action: <a href="/concierge">Learn More</a>,
    children: undefined,
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Luxury Concierge Services' });
    // On the brand panel the heading takes the light on-brand colour (white).
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    // On a phone the action goes under the text.
    const link = canvas.getByRole('link', { name: 'Learn More' });
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText(/Private chefs/).getBoundingClientRect().bottom,
    );
  },
};
