// The Clanhall look: a Celtic hall at night. Deep forest-black surfaces, firelight gold for
// actions, moss green accents, parchment text. Headings in Cinzel (self-hosted), body in the
// system sans-serif (docs/decisions/020). Contrast of text on surfaces is kept at WCAG AA or better.
// Built from lib/design-tokens.ts; palette.tint (lib/palette-tints.ts) holds the translucent colours.
import { createTheme, type Theme } from '@mui/material/styles';
import { BODY_FONT, HEADING_FONT, colors } from '../lib/design-tokens';
import { HYDRATING_STYLES } from '../lib/hydration';
import { makeTints } from '../lib/palette-tints';

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
  if (theme) return theme;
  const tint = makeTints();
  theme = createTheme({
    palette: {
      mode: 'dark',
      primary: { main: colors.gold, light: colors.goldLight, dark: colors.goldDark, contrastText: colors.goldInk },
      secondary: { main: colors.moss, contrastText: colors.mossInk },
      error: { main: colors.error },
      warning: { main: colors.warning },
      info: { main: colors.info },
      success: { main: colors.success },
      background: { default: colors.night, paper: colors.surface },
      text: { primary: colors.parchment, secondary: colors.mist },
      divider: tint.gold[18],
      tint,
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
            backgroundColor: colors.night,
            backgroundImage: `radial-gradient(ellipse at top, ${tint.moss[8]}, transparent 60%), radial-gradient(ellipse at bottom, ${tint.gold[5]}, transparent 60%)`,
            backgroundAttachment: 'fixed',
          },
          '::selection': { background: tint.gold[35] },
          ...HYDRATING_STYLES,
          ...AUTOFILL_KEYFRAMES,
          // A reader whose system asks for reduced motion (WCAG 2.3.3) gets no sliding, fading or
          // spinning: every animation and transition ends at once (their events still fire, so
          // MUI's autofill detection works). The indeterminate progress bar keeps moving, as it
          // is the only sign that work goes on.
          '@media (prefers-reduced-motion: reduce)': {
            '*:not(.MuiLinearProgress-bar), *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
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
      // Keyboard focus is a gold ring on every button, link button, tab, chip and menu item
      // (WCAG 2.4.7), as the brand link and the account chip had: MUI's focus ripple alone is a
      // faint tint of the button's own colour. Inside a scrolling list, menu or tab strip the ring
      // is drawn inside the item, where the list cannot clip it.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${colors.gold}`, outlineOffset: 2 } } },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none', border: `1px solid ${tint.gold[18]}` } } },
      MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
      MuiCard: { styleOverrides: { root: { backgroundColor: colors.surface } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    },
  });
  return theme;
}
