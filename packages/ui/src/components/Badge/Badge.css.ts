import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `0.125rem ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      green: { background: vars.status.greenBg, color: vars.status.greenText },
      yellow: { background: vars.status.yellowBg, color: vars.status.yellowText },
      red: { background: vars.status.redBg, color: vars.status.redText },
      blue: { background: vars.status.blueBg, color: vars.status.blueText },
      purple: { background: vars.status.purpleBg, color: vars.status.purpleText },
      gray: { background: vars.status.grayBg, color: vars.status.grayText },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      sand: { background: vars.color.sand, color: vars.color.text },
      /** Strong red, e.g. 'Popular: N bookings today'. */
      danger: { background: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { tone: 'gray' },
});
