import { style } from '@vanilla-extract/css';
import { displayHeading } from '../../common/page.css.ts';
import { vars } from '../../theme/vars.css.ts';

export const faq = style({ display: 'grid', gap: vars.space.md });

export const title = style([
  displayHeading,
  { margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand },
]);
