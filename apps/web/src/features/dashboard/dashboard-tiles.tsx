import type { ReactNode } from 'react';
import type { Role } from '@clanhall/shared';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import type { DashboardCounts } from './use-dashboard-counts';

export interface TileSpec {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  badge?: number;
}

/** member-site.md §2 Dashboard: the tiles, in order; role user has no chat tiles. */
export function dashboardTiles(role: Role, counts: DashboardCounts): TileSpec[] {
  const tiles: (TileSpec & { chat?: boolean })[] = [
    {
      title: 'Shop',
      description: 'Browse the curated wares of the hall.',
      to: '/shop',
      icon: <StorefrontIcon />,
      badge: counts.cartItems,
    },
    {
      title: 'Chat',
      description: 'Gather with kin in the group rooms.',
      to: '/messages',
      icon: <ForumIcon />,
      badge: counts.unreadMessages,
      chat: true,
    },
    {
      title: 'Private Messages',
      description: 'Speak one-to-one with fellow members.',
      to: '/messages',
      icon: <MailIcon />,
      badge: counts.pendingRequests,
      chat: true,
    },
    { title: 'Blog', description: 'Read the latest chronicles and tales.', to: '/blog', icon: <ArticleIcon /> },
    {
      title: 'Orders',
      description: 'Follow your orders from forge to door.',
      to: '/orders',
      icon: <ReceiptIcon />,
      badge: counts.recentOrders,
    },
    { title: 'Profile', description: 'Your name, picture and password.', to: '/profile', icon: <PersonIcon /> },
  ];
  return tiles.filter((tile) => !(tile.chat && role === 'user'));
}
