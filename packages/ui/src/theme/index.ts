// Self-hosted fonts (no remote requests): Inter for text, Playfair Display for headings.
// unicode-range keeps the download to the subsets a page uses.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import './theme.css.ts';

export * from './tokens.ts';
