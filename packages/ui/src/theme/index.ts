import './theme.css.ts';

export { breakpoints, mediaQueries, vars } from './vars.css.ts';
