import { PRIVACY_NOTICE_EFFECTIVE, PRIVACY_NOTICE_VERSION } from '@cabo/data/privacy-notice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSiteProviders } from '../../../app/storyProviders.tsx';
import { brand } from '../../../lib/brand.ts';
import PrivacyPage from './PrivacyPage.tsx';

/** /privacy: the LFPDPPP notice every public form links. */
const meta = {
  title: 'Site/PrivacyPage',
  decorators: [withSiteProviders],
  parameters: { layout: 'fullscreen', route: '/privacy' },
  globals: { viewport: { value: 'desktop' } },
  render: () => <PrivacyPage />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Notice');
    await expect(
      canvas.getByText(/^How we look after the personal data you send us, under Mexico/),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        `Version ${PRIVACY_NOTICE_VERSION}, in effect since ${PRIVACY_NOTICE_EFFECTIVE}.`,
      ),
    ).toBeVisible();
    // What the LFPDPPP asks a notice to say, each a named section.
    for (const heading of [
      'Who is responsible for your data',
      'What we collect',
      'Why we use it',
      'Who we share it with',
      'Your ARCO rights',
      'How long we keep it',
      'Changes to this notice',
    ]) {
      await expect(canvas.getByRole('region', { name: heading })).toBeInTheDocument();
    }
    // The ARCO section says how to exercise the rights: the contact details are links.
    const arco = within(canvas.getByRole('region', { name: 'Your ARCO rights' }));
    await expect(arco.getByText(/To exercise these rights, write to/)).toBeInTheDocument();
    await expect(arco.getByRole('link', { name: brand.contactEmail })).toBeInTheDocument();
    // The transfers: the table service and the automation webhook.
    const shared = within(canvas.getByRole('region', { name: 'Who we share it with' }));
    await expect(shared.getByText(/^Our table service/)).toBeInTheDocument();
    await expect(shared.getByText(/^Our automation webhook/)).toBeInTheDocument();
    const mail = canvas.getAllByRole('link', { name: brand.contactEmail });
    await expect(mail.length).toBeGreaterThan(0);
    await expect(mail[0]).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
    // No placeholder is left unfilled.
    await expect(canvas.queryByText(/\{email\}|\{phone\}/)).toBeNull();
  },
};
