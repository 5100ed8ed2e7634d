// Translucent versions of the design colours: `theme.palette.tint.<colour>[<opacity in percent>]`,
// made once with the theme (app/theme.ts) rather than on every render. In sx a colour prop takes
// the path (`bgcolor: 'tint.gold.10'`); a longer value (a border, a gradient, a shadow) reads it
// in a callback (`({ palette }) => `1px solid ${palette.tint.gold[25]}``). A screen that needs
// another opacity adds its step here, so the type system knows every tint there is.
import { colors, type ColorName } from './design-tokens';

const TINT_STEPS = {
  gold: [3, 5, 6, 8, 10, 12, 14, 16, 18, 24, 25, 28, 30, 35, 40, 45, 50, 70],
  goldLight: [50, 55],
  goldInk: [60],
  moss: [6, 8, 14, 16, 18, 30, 35],
  night: [0, 5, 15, 45, 50, 55, 65, 70, 75, 82, 90, 95],
  abyss: [35, 60],
  surface: [70, 90, 92],
  surfaceRaised: [90],
  error: [10, 35],
  success: [12],
  info: [12, 30],
  white: [2, 3, 4, 5],
  black: [35, 45, 60, 70],
} as const satisfies Partial<Record<ColorName, readonly number[]>>;

type TintColor = keyof typeof TINT_STEPS;

export type Tints = { readonly [C in TintColor]: Readonly<Record<(typeof TINT_STEPS)[C][number], string>> };

/** '#d4a44c' → '212, 164, 76' (the tokens are six-digit hex). */
function rgbChannels(hex: string): string {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');
}

/**
 * Every tint of TINT_STEPS, written as MUI's alpha() writes it: gold 10 → 'rgba(212, 164, 76, 0.1)'.
 * Plain string work, not alpha(), which parses its colour on every call: cold, as in the page's
 * start-up task, the 59 tints took ~1 ms that way against ~0.2 ms this way (Node, a desktop).
 */
export function makeTints(): Tints {
  const entries = (Object.keys(TINT_STEPS) as TintColor[]).map((name) => {
    const channels = rgbChannels(colors[name]);
    return [name, Object.fromEntries(TINT_STEPS[name].map((step) => [step, `rgba(${channels}, ${step / 100})`]))];
  });
  return Object.fromEntries(entries) as Tints;
}

declare module '@mui/material/styles' {
  interface Palette {
    tint: Tints;
  }
  interface PaletteOptions {
    tint?: Tints;
  }
}
