import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/fragments.ts';
import { vars } from '../../theme/vars.css.ts';

export { list, muted, section, title } from './record.css.ts';

export const body = style(stack(vars.space.lg));
