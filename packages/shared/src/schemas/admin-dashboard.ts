// GET /api/admin/dashboard/stats (back-office.md §2 '/admin Admin Dashboard', §3 'Dashboard
// stats', §7; platform.md §2 and §7): the site's counts and the five newest accounts and orders.
import { z } from 'zod';
import { order, paymentModeSchema } from './orders.js';
import { adminUser } from './users.js';

const count = z.number().int().nonnegative();

/** back-office.md §3: the dashboard's count tiles. */
export const dashboardStats = z.object({
  totalUsers: count,
  totalBlogPosts: count,
  totalProducts: count,
  totalOrders: count,
  totalChatRooms: count,
});
export type DashboardStats = z.infer<typeof dashboardStats>;

const bytes = z.number().int().nonnegative();

/**
 * platform.md §6: the disk holding DATA_DIR, so the back office sees how close uploads are to
 * the reserve they never use (UPLOAD_RESERVE_MB).
 */
export const dashboardStorage = z.object({
  free_bytes: bytes,
  total_bytes: bytes,
  reserve_bytes: bytes,
});
export type DashboardStorage = z.infer<typeof dashboardStorage>;

/**
 * platform.md §7: `recentUsers` and `recentOrders` are the five newest, newest first. Accounts in
 * the back office's user shape (never a password or hash), orders in the order management's.
 */
export const adminDashboardResponse = z.object({
  stats: dashboardStats,
  storage: dashboardStorage,
  recentUsers: z.array(adminUser),
  recentOrders: z.array(order),
  /** platform.md §5: `test` while the site takes test payments (the dashboard's notice). */
  paymentMode: paymentModeSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;
