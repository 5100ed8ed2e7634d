import type { ReactNode } from 'react';
import { dashboardTilesFor, type DashboardTile, type Role } from '@clanhall/shared';
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

/** How each tile looks; which tiles a role sees, and their order, is the shared rule. */
function tileSpec(tile: DashboardTile, counts: DashboardCounts): TileSpec {
  switch (tile) {
    case 'shop':
      return {
        title: 'Shop',
        description: 'Browse the curated wares of the hall.',
        to: '/shop',
        icon: <StorefrontIcon />,
        badge: counts.cartItems,
      };
    case 'chat':
      return {
        title: 'Chat',
        description: 'Gather with kin in the group rooms.',
        to: '/messages',
        icon: <ForumIcon />,
        badge: counts.unreadMessages,
      };
    case 'private-messages':
      return {
        title: 'Private Messages',
        description: 'Speak one-to-one with fellow members.',
        to: '/messages',
        icon: <MailIcon />,
        badge: counts.pendingRequests,
      };
    case 'blog':
      return { title: 'Blog', description: 'Read the latest chronicles and tales.', to: '/blog', icon: <ArticleIcon /> };
    case 'orders':
      return {
        title: 'Orders',
        description: 'Follow your orders from forge to door.',
        to: '/orders',
        icon: <ReceiptIcon />,
        badge: counts.recentOrders,
      };
    case 'profile':
      return { title: 'Profile', description: 'Your name, picture and password.', to: '/profile', icon: <PersonIcon /> };
  }
}

/** docs/product/screens.md Dashboard: the tiles a role sees (role user has no chat tiles), in order. */
export function dashboardTiles(role: Role, counts: DashboardCounts): TileSpec[] {
  return dashboardTilesFor(role).map((tile) => tileSpec(tile, counts));
}
