// Clanhall's mark: a gold triquetra inside a ring (the same drawing as public/favicon.svg,
// without its tile). The dark under-strokes cut the gaps that make the lines read as knotwork.
import Box, { type BoxProps } from '@mui/material/Box';
import { colors } from '../../lib/design-tokens';

const RING = { cx: 32, cy: 37, r: 17.3 };
const LEAVES = [
  'M32 51.43A25 25 0 0 1 32 8.13A25 25 0 0 1 32 51.43Z',
  'M19.5 29.78A25 25 0 0 1 57 51.43A25 25 0 0 1 19.5 29.78Z',
  'M44.5 29.78A25 25 0 0 1 7 51.43A25 25 0 0 1 44.5 29.78Z',
];

export interface LogoProps extends Omit<BoxProps<'svg'>, 'ref'> {
  size?: number;
  /** The colour behind the mark, used for the knot gaps. */
  backdrop?: string;
  /** A name for screen readers; without it the mark is decorative. */
  title?: string;
}

export default function Logo({ size = 40, backdrop = colors.night, title, ...rest }: LogoProps) {
  const gold = colors.gold;
  return (
    <Box
      component="svg"
      viewBox="4 6 56 54"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      {...rest}
    >
      <g fill="none" strokeLinejoin="round">
        <circle {...RING} stroke={backdrop} strokeWidth={9} />
        <circle {...RING} stroke={gold} strokeWidth={4} />
        {LEAVES.map((d) => (
          <g key={d}>
            <path d={d} stroke={backdrop} strokeWidth={9} />
            <path d={d} stroke={gold} strokeWidth={4.5} />
          </g>
        ))}
      </g>
    </Box>
  );
}
