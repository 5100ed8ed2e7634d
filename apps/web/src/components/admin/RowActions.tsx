// A row's or card's actions (docs/product/back-office.md): labelled icon buttons, each with its
// name in a tooltip. One that can be off sits in a span, so its tooltip still shows (a disabled
// button gets no pointer events) and can say why.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick(): void;
  color?: IconButtonProps['color'];
  /** Set (true or false) for an action that can be off. */
  disabled?: boolean;
  /** The tooltip instead of the label, e.g. why it is off. */
  hint?: string;
}

export default function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {actions.map(({ label, icon, onClick, color = 'primary', disabled, hint }) => {
        const button = (
          <IconButton aria-label={label} onClick={onClick} size="small" color={color} disabled={disabled}>
            {icon}
          </IconButton>
        );
        return (
          <Tooltip key={label} title={hint ?? label}>
            {disabled === undefined ? button : <span>{button}</span>}
          </Tooltip>
        );
      })}
    </Box>
  );
}
