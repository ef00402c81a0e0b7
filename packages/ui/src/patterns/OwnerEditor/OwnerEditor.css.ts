import { style } from '@vanilla-extract/css';
import { mutedText, sectionTitle, stack } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const section = style(stack(vars.space.sm));

export const title = style(sectionTitle);

export const current = style(mutedText);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});
