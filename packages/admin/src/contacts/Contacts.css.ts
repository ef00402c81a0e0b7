import { mediaQueries, vars } from '@cabo/ui/tokens';
import { style } from '@vanilla-extract/css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
    },
  },
});

export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md },
  },
});

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const strong = style({ fontWeight: vars.fontWeight.semibold });
