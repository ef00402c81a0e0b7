import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const card = style({
  margin: 0,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const loading = style({ height: '10rem', display: 'grid' });

export const message = style({
  margin: 0,
  minHeight: '6rem',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const plot = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

// Labels take at most a third of the width, so bars keep room on a phone.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4rem, 33%) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

export const axisLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const rowLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const track = style({
  display: 'flex',
  flex: '1 1 auto',
  height: '1.25rem',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

const segmentBase = style({ display: 'block', height: '100%' });

const seriesColors = [vars.color.seaDeep, vars.color.sunsetDeep, vars.color.sandDeep];

export const segment = seriesColors.map((background) => style([segmentBase, { background }]));

export const value = style({
  flex: '0 0 auto',
  maxWidth: '60%',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = seriesColors.map((background) =>
  style({ width: '0.75rem', height: '0.75rem', borderRadius: '2px', background }),
);

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});
