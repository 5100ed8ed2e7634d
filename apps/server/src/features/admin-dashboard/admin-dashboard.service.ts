// The admin dashboard (back-office.md §2 '/admin Admin Dashboard', §3 'Dashboard stats'):
// the site's counts, the newest accounts and orders (platform.md §7: the five newest), whether
// the site takes test payments (platform.md §5: the dashboard says so), and the free space on
// DATA_DIR's disk beside the reserve uploads leave (platform.md §6).
// Read only: nothing is written, so nothing is announced.
import { LIMITS, type AdminDashboard } from '@clanhall/shared';
import { toOrder } from '../../lib/order-view.js';
import type { Services } from '../../services.js';
import { countTables, listNewestOrders, listNewestUsers } from './admin-dashboard.repository.js';
import { toAdminUser } from '../../lib/user-view.js';

export async function getDashboard(services: Services): Promise<AdminDashboard> {
  const db = services.db.kysely;
  const [counts, users, orders, disk] = await Promise.all([
    countTables(db),
    listNewestUsers(db, LIMITS.dashboardRecent),
    listNewestOrders(db, LIMITS.dashboardRecent),
    services.disk.usage(),
  ]);
  return {
    stats: {
      totalUsers: counts.users,
      totalBlogPosts: counts.blogPosts,
      totalProducts: counts.products,
      totalOrders: counts.orders,
      totalChatRooms: counts.chatRooms,
    },
    storage: { free_bytes: disk.freeBytes, total_bytes: disk.totalBytes, reserve_bytes: disk.reserveBytes },
    recentUsers: users.map(toAdminUser),
    recentOrders: orders.map(toOrder),
    paymentMode: services.payments.mode,
  };
}
