import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import type { ReactNode } from 'react';
import type { AccountLink } from './nav-items';

export const ACCOUNT_ICONS: Record<AccountLink['label'], ReactNode> = {
  Dashboard: <DashboardIcon fontSize="small" />,
  Profile: <PersonIcon fontSize="small" />,
  Settings: <SettingsIcon fontSize="small" />,
};
