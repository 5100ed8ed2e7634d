// Text for screen readers only (a struck-through price says nothing to them; a label a phone
// has no room for). Lengths are strings on purpose: in MUI's sx a bare 1 means 100%, which made
// such a span as large as the screen and pushed the page sideways.
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
