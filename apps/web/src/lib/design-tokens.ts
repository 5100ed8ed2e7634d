// The design tokens the theme is built from (app/theme.ts): the Clanhall colours and type faces.
// Screens read colours from the theme (palette paths in sx, theme.palette in a callback); the
// raw values are for what no theme reaches, such as an SVG's stroke attributes.

/** A Celtic hall at night: forest-black surfaces, firelight gold, moss green, parchment text. Six-digit hex each. */
export const colors = {
  night: '#0b1410',
  /** Darker than night: the footer and the chat panels lie under the page. */
  abyss: '#060c09',
  surface: '#111d18',
  surfaceRaised: '#172721',
  gold: '#d4a44c',
  goldLight: '#e8c277',
  goldDark: '#a97c2c',
  /** Text on gold. */
  goldInk: '#1a1206',
  moss: '#4fae82',
  /** Text on moss. */
  mossInk: '#06140d',
  parchment: '#efe6d2',
  mist: '#b9b3a3',
  ember: '#e06b4f',
  error: '#f07a63',
  warning: '#f0b44c',
  info: '#6cb4e8',
  success: '#5cc48e',
  white: '#ffffff',
  black: '#000000',
} as const satisfies Record<string, `#${string}`>;

export type ColorName = keyof typeof colors;

export const HEADING_FONT = '"Cinzel", "Georgia", "Times New Roman", serif';
export const BODY_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans", Arial, sans-serif';
