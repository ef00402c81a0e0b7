import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { chromeIconButton, floatingSurface, focusRing, states } from '../../theme/fragments.ts';

const ring = focusRing();

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '4rem',
});

export const iconButton = style({
  ...chromeIconButton,
  ...states({
    hover: { background: vars.color.sand },
    pressed: { background: vars.color.sandDeep },
    focusVisible: ring,
  }),
});

export const menuButton = style([
  iconButton,
  { '@media': { [mediaQueries.lg]: { display: 'none' } } },
]);

export const searchButton = style([iconButton, { marginLeft: 'auto' }]);

export const logo = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  letterSpacing: '0.02em',
  borderRadius: vars.radius.sm,
  ...states({ focusVisible: ring }),
});

export const nav = style({
  display: 'none',
  '@media': { [mediaQueries.lg]: { display: 'block', marginLeft: vars.space.xl } },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ position: 'relative' });

const topLevel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const topLink = style({
  ...topLevel,
  ...states({
    hover: { color: vars.color.brand, background: vars.color.sand },
    focusVisible: ring,
  }),
});

export const trigger = style({
  ...topLevel,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.brand, background: vars.color.sand },
    '&:focus-visible': ring,
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  // The gap between trigger and panel is padding, so the pointer never leaves the item.
  paddingTop: vars.space.xs,
  minWidth: '22rem',
});

export const panelList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  ...floatingSurface(vars.radius.lg),
  display: 'grid',
  gap: vars.space.xxs,
});

export const panelLink = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  ...states({ hover: { background: vars.color.sand }, focusVisible: ring }),
});

export const panelImage = style({
  display: 'block',
  flexShrink: 0,
  width: '4rem',
  height: '3rem',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.sea,
});

export const panelTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const panelDescription = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${panel}[hidden]`, { display: 'none' });
