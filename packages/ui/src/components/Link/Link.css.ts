import { recipe } from '@vanilla-extract/recipes';
import { states } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    ...states({
      focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    }),
  },
  variants: {
    variant: {
      /** In running text: always underlined (colour alone must not carry the meaning). */
      inline: {
        color: vars.color.seaDeep,
        textDecoration: 'underline',
        textUnderlineOffset: '0.18em',
        ...states({ hover: { color: vars.color.brand, textDecorationThickness: '2px' } }),
      },
      /** On its own (menus, footers, "View all"): underline on hover. */
      standalone: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        ...states({ hover: { textDecoration: 'underline' } }),
      },
      /** A link that looks like the primary button ("Learn More" to another page). */
      button: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '2.75rem',
        padding: `${vars.space.xs} ${vars.space.lg}`,
        borderRadius: vars.radius.pill,
        background: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        ...states({
          hover: { background: vars.color.brandHover },
          pressed: { background: vars.color.brandPressed },
        }),
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
