// The admin dashboard (docs/product/back-office.md '/admin Admin Dashboard', 'Dashboard stats'):
// the site's counts, the newest accounts and orders (docs/product/back-office.md: the five newest), whether
// the site takes test payments (docs/product/shop-and-payments.md: the dashboard says so), and the free space on
// DATA_DIR's disk beside the reserve uploads leave (docs/product/chat.md).
// Read only: nothing is written, so nothing is announced. Each count is kept until an event says
// its table changed (services/kept-values.ts), so a dashboard costs the same in a club of 100,000
// members and orders as in a new one (docs/product/operating.md).
import { LIMITS, type AdminDashboard } from '@clanhall/shared';
import { toOrder } from '../../lib/order-view.js';
import type { Services } from '../../services.js';
import type { EventName } from '../../services/events.js';
import { countRows, listNewestOrders, listNewestUsers, type CountedTable } from './admin-dashboard.repository.js';
import { toAdminUser } from '../../lib/user-view.js';

/** What announces a change to each counted table's rows. */
const CHANGED_BY: Record<CountedTable, EventName> = {
  users: 'account.written',
  blog_posts: 'post.written',
  products: 'catalogue.written',
  orders: 'order.written',
  chat_rooms: 'chat-room.written',
};

const count = (services: Services, table: CountedTable) =>
  services.kept.get(`dashboard-count:${table}`, [CHANGED_BY[table]], () => countRows(services.db.kysely, table));

export async function getDashboard(services: Services): Promise<AdminDashboard> {
  const db = services.db.kysely;
  const [users, posts, products, orders, rooms, newestUsers, newestOrders, disk] = await Promise.all([
    count(services, 'users'),
    count(services, 'blog_posts'),
    count(services, 'products'),
    count(services, 'orders'),
    count(services, 'chat_rooms'),
    listNewestUsers(db, LIMITS.dashboardRecent),
    listNewestOrders(db, LIMITS.dashboardRecent),
    services.disk.usage(),
  ]);
  return {
    stats: { totalUsers: users, totalBlogPosts: posts, totalProducts: products, totalOrders: orders, totalChatRooms: rooms },
    storage: { free_bytes: disk.freeBytes, total_bytes: disk.totalBytes, reserve_bytes: disk.reserveBytes },
    recentUsers: newestUsers.map(toAdminUser),
    recentOrders: newestOrders.map(toOrder),
    paymentMode: services.payments.mode,
  };
}
