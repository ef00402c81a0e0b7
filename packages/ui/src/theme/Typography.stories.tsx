import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './vars.css.ts';

/** The type scale in the device's own faces: a serif for headings, the interface face for text. */
function Typography() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <h1 style={{ margin: 0, fontSize: vars.fontSize.display }}>Discover the Magic of Cabo</h1>
      <h2 style={{ margin: 0, fontSize: vars.fontSize.xxl }}>Featured Luxury Villas</h2>
      <h3 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Latest from Our Blog</h3>
      <p style={{ margin: 0 }}>
        Body text: a calm, readable face for descriptions, forms and long reads.
      </p>
      <p style={{ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>
        Muted small text for dates, read times and captions.
      </p>
    </div>
  );
}

const meta = { title: 'Foundations/Typography', component: Typography } satisfies Meta<
  typeof Typography
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  name: 'Type scale',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const family = (el: HTMLElement) => getComputedStyle(el).fontFamily;
    // Headings in the serif stack, text in the interface stack, and no face to download.
    await expect(family(canvas.getByRole('heading', { level: 1 }))).toMatch(/serif$/);
    await expect(family(canvas.getByRole('heading', { level: 1 }))).toMatch(/^"Iowan Old Style"/);
    await expect(family(canvas.getByText(/^Body text/))).toMatch(/^-apple-system,.*sans-serif$/);
    await expect([...document.fonts].filter((f) => f.status !== 'unloaded')).toEqual([]);
  },
};
