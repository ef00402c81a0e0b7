import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: components read only these vars, never raw values. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandPressed: null,
    onBrand: null,
    sand: null,
    sandDeep: null,
    sea: null,
    seaDeep: null,
    sunset: null,
    sunsetDeep: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    danger: null,
    onDanger: null,
    success: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  font: { display: null, body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  radius: { sm: null, md: null, lg: null, xl: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  duration: { fast: null, normal: null },
});

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
