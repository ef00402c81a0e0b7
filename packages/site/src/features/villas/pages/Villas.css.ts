import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const container = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});

export const notice = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.lg} 0` });

export const noticeTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const header = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.lg });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
});

export const subtitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' },
  },
});

export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  // The bottom bar's 'Request to Book' scrolls here and focuses it.
  scrollMarginTop: vars.space.lg,
  outline: 'none',
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space.xl } },
});

export const cardTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: vars.fontWeight.semibold,
});
