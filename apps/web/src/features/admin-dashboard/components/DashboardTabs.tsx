// docs/product/back-office.md: the three tabs Admin Sections, Recent Users, Recent Orders. On a phone
// they share the width, icon over label, so all three stay in view; wider, they sit at the
// start and would scroll sideways rather than squeeze.
import type { ReactElement } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_DASHBOARD_TEXTS as T } from '@clanhall/shared';

export const DASHBOARD_TABS = ['sections', 'users', 'orders'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const LABELS: Record<DashboardTab, string> = { sections: T.sectionsTab, users: T.recentUsersTab, orders: T.recentOrdersTab };
const ICONS: Record<DashboardTab, ReactElement> = {
  sections: <DashboardIcon fontSize="small" />,
  users: <PeopleIcon fontSize="small" />,
  orders: <ReceiptIcon fontSize="small" />,
};

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

export default function DashboardTabs({ value, onChange }: { value: DashboardTab; onChange(tab: DashboardTab): void }) {
  const theme = useTheme();
  // The back office renders in the browser only: read the width at once.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Tabs
      value={value}
      onChange={(_event, next: DashboardTab) => onChange(next)}
      aria-label={T.tabsLabel}
      variant={phone ? 'fullWidth' : 'scrollable'}
      scrollButtons="auto"
      sx={{
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': phone
          ? { minHeight: 64, minWidth: 0, px: 0.5, fontSize: '0.75rem', whiteSpace: 'nowrap' }
          : { minHeight: 48 },
      }}
    >
      {DASHBOARD_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={LABELS[tab]}
          icon={ICONS[tab]}
          iconPosition={phone ? 'top' : 'start'}
          id={tabId(tab)}
          aria-controls={panelId(tab)}
        />
      ))}
    </Tabs>
  );
}
