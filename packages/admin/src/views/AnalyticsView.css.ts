import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const view = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const csv = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
