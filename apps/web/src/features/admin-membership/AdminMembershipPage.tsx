// /admin/membership Membership Management (docs/product/membership.md#back-office-and-dashboard):
// the server's tiles, the club's membership mode, then four tabs (members, plans, applications,
// invitations), each its own list with its loading, failed and empty states. The open tab lives
// in the address (?tab=plans), so Back and a shared link return to it.
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ApplicationsIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import InvitationsIcon from '@mui/icons-material/ForwardToInboxOutlined';
import MembersIcon from '@mui/icons-material/PeopleOutline';
import PlansIcon from '@mui/icons-material/CardMembershipOutlined';
import { ADMIN_MEMBERSHIP_TEXTS as T } from '@clanhall/shared';
import AdminLoadState from '../../components/admin/AdminLoadState';
import AdminPage, { useNarrowAdminLayout } from '../../components/admin/AdminPage';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import { useMembershipStats } from './api/get-membership-stats';
import ApplicationsPanel from './components/applications/ApplicationsPanel';
import InvitationsPanel from './components/invitations/InvitationsPanel';
import MembersPanel from './components/members/MembersPanel';
import MembershipModeLine from './components/MembershipModeLine';
import MembershipTiles from './components/MembershipTiles';
import PlansPanel from './components/plans/PlansPanel';

const TABS = [
  { value: 'members', label: T.membersTab, icon: <MembersIcon /> },
  { value: 'plans', label: T.plansTab, icon: <PlansIcon /> },
  { value: 'applications', label: T.applicationsTab, icon: <ApplicationsIcon /> },
  { value: 'invitations', label: T.invitationsTab, icon: <InvitationsIcon /> },
] as const;
type TabName = (typeof TABS)[number]['value'];

export default function AdminMembershipPage() {
  const narrow = useNarrowAdminLayout();
  const stats = useMembershipStats();
  const { membershipMode: mode } = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'members';

  const openTab = (next: TabName) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'members') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminPage title={T.title} subtitle={T.subtitle}>
      <AdminLoadState query={stats} data={stats.data} texts={{ loading: T.loading, retry: T.retry, fetchFailed: T.fetchFailed }}>
        {({ stats: figures }) => (
          <>
            <MembershipTiles stats={figures} />
            <MembershipModeLine mode={mode} />
            <Tabs
              value={tab}
              onChange={(_e, next: TabName) => openTab(next)}
              aria-label={T.tabsLabel}
              // Below 'md' the four share the width, each icon over its name, so all fit a phone.
              variant={narrow ? 'fullWidth' : 'standard'}
              sx={{
                mb: 3,
                borderBottom: 1,
                borderColor: 'divider',
                '& .MuiTab-root': narrow ? { minWidth: 0, px: 0.25, fontSize: '0.75rem', letterSpacing: 0 } : { minHeight: 48 },
              }}
            >
              {TABS.map((t) => (
                <Tab
                  key={t.value}
                  value={t.value}
                  label={t.label}
                  icon={t.icon}
                  iconPosition={narrow ? 'top' : 'start'}
                  id={`${t.value}-tab`}
                  aria-controls={`${t.value}-panel`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`${tab}-panel`} aria-labelledby={`${tab}-tab`}>
              {tab === 'members' && <MembersPanel />}
              {tab === 'plans' && <PlansPanel mode={mode} />}
              {tab === 'applications' && <ApplicationsPanel mode={mode} />}
              {tab === 'invitations' && <InvitationsPanel />}
            </Box>
          </>
        )}
      </AdminLoadState>
    </AdminPage>
  );
}
