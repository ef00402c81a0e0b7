import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { displayFallback, textFallback } from './fonts.css.ts';
import { vars } from './vars.css.ts';

const sample = 'Discover the Magic of Cabo: villas, resorts and ocean adventures since 2015.';

/** The type scale, and the proof that the fallback faces take the same room as the web fonts. */
function Typography() {
  const row = (family: string, weight: number, size: string, id: string) => (
    <div>
      <span data-testid={id} style={{ fontFamily: family, fontWeight: weight, fontSize: size }}>
        {sample}
      </span>
    </div>
  );
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <h1 style={{ margin: 0, fontSize: vars.fontSize.display }}>Discover the Magic of Cabo</h1>
      <h2 style={{ margin: 0, fontSize: vars.fontSize.xxl }}>Featured Luxury Villas</h2>
      <h3 style={{ margin: 0, fontSize: vars.fontSize.xl }}>Latest from Our Blog</h3>
      <p style={{ margin: 0 }}>
        Body text in Inter: a calm, readable face for descriptions, forms and long reads.
      </p>
      <p style={{ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>
        Muted small text for dates, read times and captions.
      </p>
      {row('"Inter Variable"', 400, '20px', 'text-web')}
      {row(`"${textFallback}"`, 400, '20px', 'text-fallback')}
      {row('"Playfair Display"', 600, '20px', 'display-web')}
      {row(`"${displayFallback}"`, 600, '20px', 'display-fallback')}
    </div>
  );
}

const meta = { title: 'Theme/Typography', component: Typography } satisfies Meta<typeof Typography>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).getByTestId(id).getBoundingClientRect();

export const FontsAndFallbacks: Story = {
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await waitFor(() => expect(document.fonts.check('600 20px "Playfair Display"')).toBe(true));
    await expect(document.fonts.check('400 20px "Inter Variable"')).toBe(true);
    // Swapping a fallback for its web font moves the text by less than 3 % in width and
    // keeps the line height, so nothing below it shifts.
    for (const face of ['text', 'display']) {
      const web = box(canvasElement, `${face}-web`);
      const fallback = box(canvasElement, `${face}-fallback`);
      await expect(Math.abs(fallback.width / web.width - 1)).toBeLessThan(0.03);
      await expect(fallback.height).toBeCloseTo(web.height, 0);
    }
  },
};
