// back-office.md §2: Total Users, Active Users, Administrators, Banned Users, counted over the
// loaded list.
import Box from '@mui/material/Box';
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BannedIcon from '@mui/icons-material/BlockOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function UserStats({ users }: { users: AdminUser[] }) {
  const count = (test: (user: AdminUser) => boolean) => users.filter(test).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalUsers} value={users.length} icon={<PeopleIcon />} />
      <StatTile label={T.activeUsers} value={count((u) => u.status === 'active')} icon={<ActiveIcon />} />
      <StatTile label={T.administrators} value={count((u) => u.role === 'admin')} icon={<AdminIcon />} />
      <StatTile label={T.bannedUsers} value={count((u) => u.status === 'banned')} icon={<BannedIcon />} />
    </Box>
  );
}
