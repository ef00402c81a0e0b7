// The light theme's values, in a plain module so the Storybook foundations pages can read and
// measure them (docs/architecture.md, "Styles"); theme.css.ts puts them on :root.
/**
 * The light theme. Every text/background pair used by components meets WCAG AA:
 * #2F4F4F on white is 8.9:1, text #1F2A2A on sand #F6EFE3 is 12.9:1, muted #4A5858 on white
 * 7.4:1 (the Foundations/Colour docs page computes every pair from these values).
 */
export const themeValues = {
  color: {
    brand: '#2F4F4F',
    brandHover: '#264040',
    brandPressed: '#1C3131',
    onBrand: '#FFFFFF',
    sand: '#F6EFE3',
    sandDeep: '#E8DCC4',
    sea: '#D7ECEE',
    seaDeep: '#1F6F78',
    sunset: '#F3D9C8',
    sunsetDeep: '#B2502A',
    background: '#FFFFFF',
    surface: '#FFFFFF',
    surfaceMuted: '#F7F7F5',
    text: '#1F2A2A',
    textMuted: '#4A5858',
    border: '#DADFDD',
    borderStrong: '#7A8785',
    focusRing: '#1F6F78',
    danger: '#B42318',
    onDanger: '#FFFFFF',
    success: '#1E6B3A',
    // Star fill: 3.6:1 on white, enough for a graphic (WCAG 1.4.11).
    star: '#B7791F',
    // Modal backdrop: the text colour at 55 %, dims the page behind dialogs and sheets.
    overlay: 'rgba(31, 42, 42, 0.55)',
    // Under white caption text on photos: dark enough for AA whatever the image.
    scrim: 'rgba(20, 32, 32, 0.88)',
  },
  status: {
    greenBg: '#DCFCE7',
    greenText: '#166534',
    yellowBg: '#FEF3C7',
    yellowText: '#854D0E',
    redBg: '#FEE2E2',
    redText: '#991B1B',
    blueBg: '#DBEAFE',
    blueText: '#1E40AF',
    purpleBg: '#F3E8FF',
    purpleText: '#6B21A8',
    grayBg: '#EEF1F0',
    grayText: '#3F4B4B',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  font: {
    // The device's own faces: an old-style serif for headings, the interface face for text
    // (named, not `system-ui`, which on Linux is often a much wider face than on phones).
    display:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", P052, Georgia, "Noto Serif", "Liberation Serif", serif',
    body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.75rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 42, 42, 0.08)',
    md: '0 4px 14px rgba(31, 42, 42, 0.10)',
    lg: '0 12px 32px rgba(31, 42, 42, 0.14)',
  },
  duration: { fast: '120ms', normal: '220ms' },
};
