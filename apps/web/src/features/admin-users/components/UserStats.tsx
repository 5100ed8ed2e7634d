// docs/product/back-office.md: Total Users, Active Users, Administrators, Banned Users, counted over every
// account by the server (docs/product/operating.md), whatever the list shows.
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BannedIcon from '@mui/icons-material/BlockOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { ADMIN_USERS_TEXTS as T, type AdminUserCounts } from '@clanhall/shared';
import AdminTiles from '../../../components/admin/AdminTiles';

export default function UserStats({ counts }: { counts: AdminUserCounts }) {
  return (
    <AdminTiles
      tiles={[
        { label: T.totalUsers, value: counts.total, icon: <PeopleIcon /> },
        { label: T.activeUsers, value: counts.active, icon: <ActiveIcon /> },
        { label: T.administrators, value: counts.admins, icon: <AdminIcon /> },
        { label: T.bannedUsers, value: counts.banned, icon: <BannedIcon /> },
      ]}
    />
  );
}
