// docs/product/back-office.md: the count tiles Total Users, Blog Posts, Products, Orders, Chat Rooms.
// Five in a row on wide screens; three and two from 'sm'; two a row on a phone, the last one
// across, each with its icon beside the number (dense) so the five stay short.
import Box from '@mui/material/Box';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ADMIN_DASHBOARD_TEXTS as T, type DashboardStats } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function DashboardTiles({ stats }: { stats: DashboardStats }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(6, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
        '& > *': { gridColumn: { sm: 'span 2', lg: 'auto' } },
        '& > :nth-of-type(n + 4)': { gridColumn: { sm: 'span 3', lg: 'auto' } },
        '& > :last-of-type': { gridColumn: { xs: '1 / -1', sm: 'span 3', lg: 'auto' } },
      }}
    >
      <StatTile label={T.totalUsers} value={stats.totalUsers} icon={<PeopleIcon />} dense />
      <StatTile label={T.totalBlogPosts} value={stats.totalBlogPosts} icon={<ArticleIcon />} dense />
      <StatTile label={T.totalProducts} value={stats.totalProducts} icon={<Inventory2Icon />} dense />
      <StatTile label={T.totalOrders} value={stats.totalOrders} icon={<ReceiptIcon />} dense />
      <StatTile label={T.totalChatRooms} value={stats.totalChatRooms} icon={<ForumIcon />} dense />
    </Box>
  );
}
