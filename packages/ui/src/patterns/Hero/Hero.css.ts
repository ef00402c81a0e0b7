import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { displayHeading, pageColumn } from '../../common/page.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const hero = recipe({
  variants: {
    tone: {
      sand: { background: `linear-gradient(180deg, ${vars.color.sand}, ${vars.color.background})` },
      sea: { background: `linear-gradient(180deg, ${vars.color.sea}, ${vars.color.background})` },
    },
  },
});

/** Text beside media from the large breakpoint (split), or text alone, centred. */
export const inner = recipe({
  base: [pageColumn, { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xxl }],
  variants: {
    layout: {
      split: {
        alignItems: 'center',
        '@media': { [mediaQueries.lg]: { gridTemplateColumns: '1fr 1fr' } },
      },
      centered: { textAlign: 'center' },
    },
  },
});

export const eyebrowRow = style({ margin: `0 0 ${vars.space.md}` });

export const eyebrow = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.sandDeep}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const title = recipe({
  base: [displayHeading, { color: vars.color.brand }],
  variants: {
    layout: {
      // Beside media the headline carries the page: it grows with the screen.
      split: { fontSize: 'clamp(2.25rem, 6vw, 3.75rem)', margin: `0 0 ${vars.space.md}` },
      centered: { fontSize: vars.fontSize.display, margin: `0 0 ${vars.space.sm}` },
    },
  },
});

export const intro = recipe({
  base: { margin: 0, color: vars.color.textMuted },
  variants: {
    layout: {
      split: { fontSize: vars.fontSize.lg, maxWidth: '34rem' },
      centered: { maxWidth: '36rem', marginInline: 'auto' },
    },
  },
});

export const actions = recipe({
  base: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg },
  variants: { layout: { split: {}, centered: { justifyContent: 'center' } } },
});

export const extra = style({ marginTop: vars.space.lg });

export const media = style({
  position: 'relative',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  background: vars.color.sea,
  boxShadow: vars.shadow.lg,
});

export const image = style({ display: 'block', width: '100%', height: 'auto' });
