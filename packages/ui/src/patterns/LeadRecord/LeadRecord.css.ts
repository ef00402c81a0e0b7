import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/fragments.ts';
import { mediaQueries, vars } from '../../theme/vars.css.ts';

export { list, muted, section, term, title } from '../RecordDrawer/record.css.ts';

export const record = style(stack(vars.space.lg));

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const reference = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

// Main and side by side from the md breakpoint; one column on a phone.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const column = style({ ...stack(vars.space.lg), minWidth: 0 });
