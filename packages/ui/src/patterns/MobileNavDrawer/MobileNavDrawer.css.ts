import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';
import {
  chromeIconButton,
  focusRing,
  groupHeading,
  imageCaption,
  menuLink,
  pillLink,
  states,
} from '../../theme/fragments.ts';

const ring = focusRing();
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
});

export const modal = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(22rem, 88vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
});

export const dialog = style({ outline: 'none', padding: vars.space.md });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  margin: 0,
});

export const closeButton = style({
  ...chromeIconButton,
  ...states({ hover: { background: vars.color.sand }, focusVisible: ring }),
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  position: 'relative',
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.sea,
  ...states({ focusVisible: ring }),
});

export const tileLabel = style({
  ...imageCaption(`${vars.space.lg} ${vars.space.xs} ${vars.space.xs}`),
  fontWeight: vars.fontWeight.semibold,
});

export const sectionTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  ...groupHeading,
});

export const links = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  ...menuLink(`${vars.space.xs} ${vars.space.xs}`),
  ...states({
    hover: { background: vars.color.sand, color: vars.color.brand },
    focusVisible: ring,
  }),
});

/** Restaurants and Blog: the top-level pages without a menu, in the heading's weight. */
export const topLink = style([
  link,
  {
    marginTop: vars.space.xs,
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  ...pillLink(vars.color.border, vars.color.brand),
  ...states({ hover: { background: vars.color.sand }, focusVisible: ring }),
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});

export const accountText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
