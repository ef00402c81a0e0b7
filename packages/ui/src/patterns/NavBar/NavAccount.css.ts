import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '../../theme/vars.css.ts';
import { floatingSurface, focusRing, states } from '../../theme/fragments.ts';

const ring = focusRing();

// Below md the account lives in the mobile drawer; the bar keeps menu, logo and search.
const fromMd = style({
  display: 'none',
  '@media': { [mediaQueries.md]: { display: 'inline-flex' } },
});

const pill = {
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const placeholder = style([{ ...pill, visibility: 'hidden' }, fromMd]);

export const logIn = style([
  {
    ...pill,
    background: 'transparent',
    color: vars.color.brand,
    cursor: 'pointer',
    ...states({
      hover: { background: vars.color.sand },
      pressed: { background: vars.color.sandDeep },
      focusVisible: ring,
    }),
  },
  fromMd,
]);

export const entry = style([{ position: 'relative' }, fromMd]);

export const trigger = style({
  display: 'grid',
  justifyItems: 'end',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.sand },
    '&:focus-visible': ring,
  },
});

export const name = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const points = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  marginTop: vars.space.xs,
  minWidth: '16rem',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  ...floatingSurface(vars.radius.lg),
});

globalStyle(`${panel}[hidden]`, { display: 'none' });

export const email = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const level = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const requests = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  ...states({ focusVisible: ring }),
});

export const logOut = style({
  ...pill,
  display: 'inline-flex',
  justifyContent: 'center',
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  ...states({
    hover: { background: vars.color.brandHover },
    focusVisible: ring,
  }),
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});
