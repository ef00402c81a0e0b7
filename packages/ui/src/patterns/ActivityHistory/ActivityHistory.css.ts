import { style } from '@vanilla-extract/css';
import { mutedText, sectionTitle, stack, stackedList } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export const section = style(stack(vars.space.sm));

export const title = style(sectionTitle);

export const list = style(stackedList(vars.space.sm));

export const entry = style({
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const meta = style(mutedText);

export const change = style({
  margin: `${vars.space.xxs} 0 0`,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({ margin: `${vars.space.xxs} 0 0`, whiteSpace: 'pre-wrap' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
