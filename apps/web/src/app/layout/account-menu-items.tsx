import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SessionUser } from '../../lib/session';
import { accountLinks, type AccountLink } from './nav-items';

const ACCOUNT_ICONS: Record<AccountLink['label'], ReactNode> = {
  Dashboard: <DashboardIcon fontSize="small" />,
  Profile: <PersonIcon fontSize="small" />,
  Membership: <WorkspacePremiumIcon fontSize="small" />,
  Settings: <SettingsIcon fontSize="small" />,
};

/**
 * The account menu's items (docs/product/screens.md: Dashboard, Profile, Membership for members,
 * Settings for admins, Logout), shared by the desktop chip menu and the phone menu. An array, not a fragment:
 * MUI menus need their items as direct children.
 */
export function accountMenuItems(user: SessionUser, close: () => void, signOut: () => void): ReactNode[] {
  return [
    ...accountLinks(user).map((link) => (
      <MenuItem key={link.label} component={RouterLink} to={link.to} onClick={close}>
        <ListItemIcon>{ACCOUNT_ICONS[link.label]}</ListItemIcon>
        {link.label}
      </MenuItem>
    )),
    <MenuItem
      key="logout"
      onClick={() => {
        close();
        signOut();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      Logout
    </MenuItem>,
  ];
}
