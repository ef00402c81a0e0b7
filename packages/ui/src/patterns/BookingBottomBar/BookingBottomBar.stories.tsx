import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { BookingBottomBar } from './BookingBottomBar.tsx';

const FORM_ID = 'story-inquiry-form';

const meta = {
  title: 'Patterns/BookingBottomBar',
  component: BookingBottomBar,
  parameters: { layout: 'fullscreen' },
  globals: mobile,
  args: {
    price: (
      <>
        <span aria-hidden="true">$$$$$</span>
        <span className={visuallyHidden}>Price level $$$$$</span>
      </>
    ),
    unit: '/ night',
    actionLabel: 'Check Availability',
    targetId: FORM_ID,
  },
  // The phone layout: the form on top, the stay's details below it.
  render: (args) => (
    <div style={{ padding: 16 }}>
      <section
        id={FORM_ID}
        tabIndex={-1}
        aria-label="Inquiry form"
        style={{ height: 360, background: '#F6EFE3', padding: 16 }}
      >
        The inquiry form
      </section>
      <div style={{ height: 2400 }}>About this Resort …</div>
      <BookingBottomBar {...args} />
    </div>
  ),
  beforeEach: () => {
    window.scrollTo(0, 0);
    return () => window.scrollTo(0, 0);
  },
} satisfies Meta<typeof BookingBottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

// While hidden the bar has no accessible name to find it by: query its label attribute.
const bar = () =>
  document.querySelector<HTMLElement>('[aria-label="Price and availability"]') as HTMLElement;
const settle = () => new Promise((r) => setTimeout(r, 100));

export const HiddenWhileTheFormIsInView: Story = {
  play: async () => {
    await settle();
    await expect(bar()).not.toBeVisible();
    await expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await expect(bar()).toHaveAttribute('inert');
  },
};

export const ShowsWhileTheFormIsOffScreen: Story = {
  // The screenshot would only show the top of the page; the bar is fixed to the window.
  parameters: { visual: { disable: true } },
  play: async () => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(bar()).toBeVisible());
    const region = within(bar());
    await waitFor(() => expect(region.getByText('/ night')).toBeVisible());
    // The chat button steps above the bar meanwhile.
    await expect(document.documentElement).toHaveAttribute('data-bottom-bar');
    await expect(bar()).toHaveTextContent(/^\$\$\$\$\$Price level \$\$\$\$\$ \/ night/);
    await userEvent.click(region.getByRole('button', { name: 'Check Availability' }));
    // Back at the form (at once: the test browser prefers reduced motion), which has the focus.
    const form = document.getElementById(FORM_ID)!;
    await waitFor(() => expect(Math.abs(form.getBoundingClientRect().top)).toBeLessThan(2));
    await expect(form).toHaveFocus();
    await waitFor(() => expect(bar()).not.toBeVisible());
    await expect(document.documentElement).not.toHaveAttribute('data-bottom-bar');
  },
};

/** The villa page's bar: its nightly rate and 'Request to Book', which reaches the card. */
export const VillaRequestToBook: Story = {
  args: { price: 'from $3,200', actionLabel: 'Request to Book' },
  parameters: { visual: { disable: true } },
  play: async () => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(bar()).toBeVisible());
    await expect(bar()).toHaveTextContent('from $3,200 / night');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Request to Book' }));
    const card = document.getElementById(FORM_ID)!;
    await waitFor(() => expect(card).toHaveFocus());
    await waitFor(() => expect(bar()).not.toBeVisible());
  },
};

export const NotOnWideScreens: Story = {
  globals: desktop,
  play: async () => {
    window.scrollTo(0, 1200);
    await settle();
    await expect(getComputedStyle(bar()).display).toBe('none');
  },
};
