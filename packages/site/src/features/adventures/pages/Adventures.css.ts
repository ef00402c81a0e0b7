import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@cabo/ui/theme';

export const toolbar = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg });

/** The activity a fixed path lists (/adventures/atv: "ATV Tours"). */
export const activity = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

/** 1 to 4 columns by width (spec). */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [mediaQueries.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const pagination = style({ marginTop: vars.space.xl });

export const detail = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' },
  },
});

export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const side = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space.xl } },
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const factTerm = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const factValue = style({ margin: 0, color: vars.color.textMuted });

export const requestNote = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  color: vars.color.text,
});

export const reviews = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const reviewMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const notFound = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'center',
});
