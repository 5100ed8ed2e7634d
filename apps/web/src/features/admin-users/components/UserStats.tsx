// docs/product/back-office.md: Total Users, Active Users, Administrators, Banned Users, counted over every
// account by the server (docs/product/operating.md), whatever the list shows.
import Box from '@mui/material/Box';
import ActiveIcon from '@mui/icons-material/CheckCircleOutline';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import BannedIcon from '@mui/icons-material/BlockOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { ADMIN_USERS_TEXTS as T, type AdminUserCounts } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function UserStats({ counts }: { counts: AdminUserCounts }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={T.totalUsers} value={counts.total} icon={<PeopleIcon />} />
      <StatTile label={T.activeUsers} value={counts.active} icon={<ActiveIcon />} />
      <StatTile label={T.administrators} value={counts.admins} icon={<AdminIcon />} />
      <StatTile label={T.bannedUsers} value={counts.banned} icon={<BannedIcon />} />
    </Box>
  );
}
