// /admin Admin Dashboard (docs/product/back-office.md 'Dashboard stats'): 'Loading admin
// dashboard...' while the stats load, then the header, the count tiles and three tabs: the
// back-office sections, the five newest accounts and the five newest orders (docs/product/back-office.md),
// with the disk's free space below the tiles (docs/product/chat.md). While the site takes test
// payments a notice under the header says so (docs/product/shop-and-payments.md). A failed stats fetch is only
// logged: the page leaves loading, shows the tiles at 0 (and no disk line) and still offers the
// sections.
// The open tab lives in the address (?tab=users, ?tab=orders), so going back returns to it.
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ADMIN_DASHBOARD_TEXTS as T, DASHBOARD_TITLES, type DashboardStats } from '@clanhall/shared';
import PageSpinner from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDashboardStats } from './api/get-dashboard-stats';
import AdminSectionCards from './components/AdminSectionCards';
import DashboardHeader from './components/DashboardHeader';
import DashboardTabs, { DASHBOARD_TABS, panelId, tabId, type DashboardTab } from './components/DashboardTabs';
import DashboardTiles from './components/DashboardTiles';
import TestPaymentsNotice from './components/TestPaymentsNotice';
import DiskSpaceLine from './components/DiskSpaceLine';
import RecentOrdersList from './components/RecentOrdersList';
import RecentUsersList from './components/RecentUsersList';

/** docs/product/back-office.md: a failed stats fetch is only logged, so the tiles still stand, counting nothing. */
const NO_STATS: DashboardStats = { totalUsers: 0, totalBlogPosts: 0, totalProducts: 0, totalOrders: 0, totalChatRooms: 0 };

export default function AdminDashboardPage() {
  useDocumentTitle(DASHBOARD_TITLES.admin);
  const { data, isPending } = useDashboardStats();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: DashboardTab = DASHBOARD_TABS.find((name) => name === asked) ?? 'sections';

  const openTab = (next: DashboardTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'sections') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : (
        <>
          <DashboardHeader />
          {data?.paymentMode === 'test' && <TestPaymentsNotice />}
          <DashboardTiles stats={data?.stats ?? NO_STATS} />
          {data && <DiskSpaceLine storage={data.storage} />}
          <DashboardTabs value={tab} onChange={openTab} />
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'sections' && <AdminSectionCards />}
            {tab === 'users' && <RecentUsersList users={data?.recentUsers ?? []} />}
            {tab === 'orders' && <RecentOrdersList orders={data?.recentOrders ?? []} />}
          </Box>
        </>
      )}
    </Container>
  );
}
