// The signed-in visitor's chip and account menu (desktop header).
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { SessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { accountLinks, initialOf } from './nav-items';
import { ACCOUNT_ICONS } from './account-icons';

export default function AccountMenu({ user }: { user: SessionUser }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const close = () => setAnchor(null);
  const open = Boolean(anchor);
  const roleLabel = user.role === 'admin' ? 'Administrator' : user.role === 'member' ? 'Member' : 'User';

  return (
    <>
      <Chip
        avatar={<Avatar aria-hidden>{initialOf(user.username)}</Avatar>}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {user.username}
            </Box>
            <KeyboardArrowDownIcon
              aria-hidden
              fontSize="small"
              sx={{ color: 'text.secondary', transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </Box>
        }
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Account menu for ${user.username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        variant="outlined"
        sx={{
          maxWidth: 220,
          height: 40,
          borderRadius: 999,
          borderColor: 'divider',
          bgcolor: 'rgba(212, 164, 76, 0.06)',
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
        <Typography component="li" role="presentation" sx={{ px: 2, pt: 0.5, pb: 1 }}>
          <Typography component="span" display="block" fontWeight={600} noWrap>
            {user.username}
          </Typography>
          <Typography component="span" display="block" variant="body2" color="text.secondary">
            {roleLabel}
          </Typography>
        </Typography>
        <Divider />
        {accountLinks(user).map((link) => (
          <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={close}>
            <ListItemIcon>{ACCOUNT_ICONS[link.label]}</ListItemIcon>
            {link.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
