// Below 'md' the nav collapses into one menu that also holds the account items, or Login
// and Register for guests (docs/product/screens.md Header).
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import type { SessionUser } from '../../lib/session';
import { useSignOut } from '../../lib/use-sign-out';
import { accountMenuItems } from './account-menu-items';
import { NEEDS_JS } from '../../lib/hydration';
import { initialOf } from '../../lib/format';
import type { NavLink } from './nav-items';

function isCurrent(pathname: string, to: string, end: boolean) {
  return end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

export default function MobileMenu({ user, links }: { user: SessionUser | null; links: readonly NavLink[] }) {
  const id = useId();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Server-rendered pages: usable once hydrated (lib/hydration.tsx).
        {...NEEDS_JS}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 260, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        {links.map((link) => {
          const current = isCurrent(pathname, link.to, link.end);
          return (
            <MenuItem
              key={link.to}
              component={RouterLink}
              to={link.to}
              onClick={close}
              selected={current}
              aria-current={current ? 'page' : undefined}
              sx={{ py: 1.25, fontWeight: current ? 600 : 400, color: current ? 'primary.light' : undefined }}
            >
              {link.label}
            </MenuItem>
          );
        })}
        <Divider />
        {user
          ? [
              <Typography
                key="who"
                component="li"
                role="presentation"
                sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}
              >
                <Avatar
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 28,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontSize: 14,
                    fontWeight: 700,
                  }}
                >
                  {initialOf(user.username)}
                </Avatar>
                <Typography component="span" fontWeight={600} noWrap>
                  {user.username}
                </Typography>
              </Typography>,
              ...accountMenuItems(user, close, signOut),
            ]
          : [
              <MenuItem key="login" component={RouterLink} to="/login" onClick={close}>
                <ListItemIcon>
                  <LoginIcon fontSize="small" />
                </ListItemIcon>
                Login
              </MenuItem>,
              <MenuItem key="register" component={RouterLink} to="/register" onClick={close}>
                <ListItemIcon>
                  <PersonAddIcon fontSize="small" />
                </ListItemIcon>
                Register
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
