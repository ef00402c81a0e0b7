import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { desktop, mobile, sampleImage } from '../../common/storyFixtures.tsx';
import { LandingHero } from './LandingHero.tsx';

const meta = {
  title: 'Patterns/LandingHero',
  tags: ['autodocs'],
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Family Vacations',
    title: 'Unforgettable Family Trips to Cabo',
    intro: 'Villas with room for everyone, kid-approved adventures and a team that plans it all.',
    ctaLabel: 'Plan Your Family Trip',
    image: {
      src: sampleImage('Family beach', '#F3D9C8'),
      alt: 'A calm swimming beach',
      width: 960,
      height: 540,
    },
  },
  render: (args) => (
    <>
      <LandingHero {...args} />
      <div style={{ height: 200 }} />
      <section id={args.targetId ?? 'booking-form'} aria-label="The form">
        <p>The request form</p>
      </section>
    </>
  ),
  beforeEach: () => {
    const scroll = spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    return () => scroll.mockRestore();
  },
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsToTheBookingForm: Story = {
  name: 'Button to the booking form',
  globals: desktop,
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Plan Your Family Trip' });
    // A real anchor: it works before the script loads.
    await expect(cta).toHaveAttribute('href', '#booking-form');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unforgettable Family Trips to Cabo',
    );
    await userEvent.click(cta);
    const form = canvas.getByRole('region', { name: 'The form' });
    // The visitor asked for reduced motion (the test browser does): no smooth scrolling.
    await expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'start',
    });
    // Keyboard and screen-reader users land on the form too.
    await waitFor(() => expect(form).toHaveFocus());
    await expect(window.location.hash).not.toBe('#booking-form');
  },
};

export const SmoothWithoutReducedMotion: Story = {
  name: 'Smooth scrolling',
  globals: desktop,
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const matchMedia = spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: false, media: query }) as MediaQueryList,
    );
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Plan Your Family Trip' }));
      await expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
        behavior: 'smooth',
        block: 'start',
      });
    } finally {
      matchMedia.mockRestore();
    }
  },
};

export const PropertyManagementContactForm: Story = {
  name: 'Property management',
  globals: mobile,
  args: {
    eyebrow: undefined,
    title: 'Cabo Property Management',
    intro: 'Earn more from your home while we look after it.',
    ctaLabel: 'Get a Free Evaluation',
    targetId: 'contact-form',
  },
  play: async ({ canvas }) => {
    const cta = canvas.getByRole('link', { name: 'Get a Free Evaluation' });
    await expect(cta).toHaveAttribute('href', '#contact-form');
    await userEvent.click(cta);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'The form' })).toHaveFocus());
  },
};
