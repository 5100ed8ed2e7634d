// The Clanhall look: a Celtic hall at night. Deep forest-black surfaces, firelight gold for
// actions, moss green accents, parchment text. Headings in Cinzel (self-hosted), body in the
// system sans-serif (docs/decisions/020). Contrast of text on surfaces is kept at WCAG AA or better.
import { createTheme, type Theme } from '@mui/material/styles';
import { HYDRATING_STYLES } from '../lib/hydration';

export const palette = {
  night: '#0b1410',
  surface: '#111d18',
  surfaceRaised: '#172721',
  border: 'rgba(212, 164, 76, 0.18)',
  gold: '#d4a44c',
  goldLight: '#e8c277',
  goldDark: '#a97c2c',
  moss: '#4fae82',
  parchment: '#efe6d2',
  mist: '#b9b3a3',
  ember: '#e06b4f',
} as const;

export const HEADING_FONT = '"Cinzel", "Georgia", "Times New Roman", serif';
export const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, sans-serif';

// MUI's autofill detection (InputBase): an input's animation starts when the browser fills it,
// and InputBase's animationstart handler marks the field filled (its label moves up).
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';
const AUTOFILL_KEYFRAMES = {
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
} as const;
const AUTOFILL_DETECTION = {
  animationName: AUTOFILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
} as const;

let theme: Theme | undefined;

/** The theme, made on first use rather than while the app's script is evaluated (that task blocks a phone's main thread). */
export function getTheme(): Theme {
  theme ??= createTheme({
    palette: {
      mode: 'dark',
      primary: { main: palette.gold, light: palette.goldLight, dark: palette.goldDark, contrastText: '#1a1206' },
      secondary: { main: palette.moss, contrastText: '#06140d' },
      error: { main: '#f07a63' },
      warning: { main: '#f0b44c' },
      info: { main: '#6cb4e8' },
      success: { main: '#5cc48e' },
      background: { default: palette.night, paper: palette.surface },
      text: { primary: palette.parchment, secondary: palette.mist },
      divider: palette.border,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: BODY_FONT,
      h1: { fontFamily: HEADING_FONT, fontWeight: 700, letterSpacing: '0.02em' },
      h2: { fontFamily: HEADING_FONT, fontWeight: 700, letterSpacing: '0.02em' },
      h3: { fontFamily: HEADING_FONT, fontWeight: 600 },
      h4: { fontFamily: HEADING_FONT, fontWeight: 600 },
      h5: { fontFamily: HEADING_FONT, fontWeight: 600 },
      h6: { fontFamily: HEADING_FONT, fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none', letterSpacing: '0.01em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: {
            backgroundColor: palette.night,
            backgroundImage:
              'radial-gradient(ellipse at top, rgba(79, 174, 130, 0.08), transparent 60%), radial-gradient(ellipse at bottom, rgba(212, 164, 76, 0.05), transparent 60%)',
            backgroundAttachment: 'fixed',
          },
          '::selection': { background: 'rgba(212, 164, 76, 0.35)' },
          ...HYDRATING_STYLES,
          ...AUTOFILL_KEYFRAMES,
        },
      },
      // Every input would render its own <GlobalStyles> of the two autofill keyframes; the
      // baseline carries them once instead (above). A second copy on a server-rendered page
      // (the shop's search and category) found the server's tag taken and was compiled and
      // inserted while hydrating, the first use of the style compiler on the page.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: { input: AUTOFILL_DETECTION },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none', border: `1px solid ${palette.border}` } } },
      MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
      MuiCard: { styleOverrides: { root: { backgroundColor: palette.surface } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    },
  });
  return theme;
}
