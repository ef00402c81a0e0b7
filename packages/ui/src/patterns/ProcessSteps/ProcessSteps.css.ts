import { style } from '@vanilla-extract/css';
import { gridList, outlinedBox } from '../../theme/fragments.ts';
import { displayHeading } from '../../common/page.css.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export const list = style({
  ...gridList(vars.space.lg),
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const step = style({
  ...outlinedBox(vars.space.lg, vars.radius.lg),
  background: vars.color.surface,
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const title = style([
  displayHeading,
  { margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg, color: vars.color.brand },
]);

/** "Step 1:" for screen readers; sighted visitors see the number badge. */
export const stepLabel = visuallyHidden;

export const description = style({ margin: 0, color: vars.color.textMuted });
