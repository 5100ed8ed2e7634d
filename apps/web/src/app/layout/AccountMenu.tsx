// The signed-in visitor's chip and account menu (desktop header).
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { ROLE_LABELS } from '@clanhall/shared';
import type { SessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { initialOf } from '../../lib/format';
import { visuallyHidden } from '../../lib/visually-hidden';
import { accountMenuItems } from './account-menu-items';

export default function AccountMenu({ user }: { user: SessionUser }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const close = () => setAnchor(null);
  // The links, then (after a divider) Logout.
  const items = accountMenuItems(user, close, signOut);
  const open = Boolean(anchor);
  const roleLabel = ROLE_LABELS[user.role];

  return (
    <>
      <Chip
        avatar={<Avatar aria-hidden>{initialOf(user.username)}</Avatar>}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {user.username}
            </Box>
            {/* The name comes from the chip's words (WCAG 2.5.3: it starts with the visible
                username; an aria-label would also hold the avatar's letter against it). */}
            <Box component="span" sx={visuallyHidden}>
              {' account menu'}
            </Box>
            <KeyboardArrowDownIcon
              aria-hidden
              fontSize="small"
              sx={{ color: 'text.secondary', transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </Box>
        }
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        variant="outlined"
        sx={{
          maxWidth: 220,
          height: 40,
          borderRadius: 999,
          borderColor: 'divider',
          bgcolor: 'tint.gold.6',
          '& .MuiChip-avatar': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, width: 28, height: 28 },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 220 } } }}
      >
        {/* A subheader, not an item: the menu's keyboard focus starts at Dashboard, and the
            menu holds no focusable element that is not a menu item. */}
        <ListSubheader
          role="presentation"
          disableSticky
          sx={{ px: 2, pt: 0.5, pb: 1, lineHeight: 'normal', bgcolor: 'transparent' }}
        >
          <Typography component="span" display="block" fontWeight={600} color="text.primary" noWrap>
            {user.username}
          </Typography>
          <Typography component="span" display="block" variant="body2" color="text.secondary">
            {roleLabel}
          </Typography>
        </ListSubheader>
        <Divider />
        {items.slice(0, -1)}
        <Divider />
        {items.at(-1)}
      </Menu>
    </>
  );
}
