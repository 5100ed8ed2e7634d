// GET /api/admin/dashboard/stats (docs/product/back-office.md '/admin Admin Dashboard', 'Dashboard
// stats'; docs/product/operating.md): the site's counts and the five newest accounts and orders.
import { z } from 'zod';
import { order, paymentModeSchema } from './orders.js';
import { adminUser } from './users.js';

const count = z.number().int().nonnegative();

/** docs/product/back-office.md: the dashboard's count tiles. */
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
 * docs/product/chat.md: the disk holding DATA_DIR, so the back office sees how close uploads are to
 * the reserve they never use (UPLOAD_RESERVE_MB).
 */
export const dashboardStorage = z.object({
  free_bytes: bytes,
  total_bytes: bytes,
  reserve_bytes: bytes,
});
export type DashboardStorage = z.infer<typeof dashboardStorage>;

/**
 * docs/product/back-office.md: `recentUsers` and `recentOrders` are the five newest, newest first. Accounts in
 * the back office's user shape (never a password or hash), orders in the order management's.
 */
export const adminDashboardResponse = z.object({
  stats: dashboardStats,
  storage: dashboardStorage,
  recentUsers: z.array(adminUser),
  recentOrders: z.array(order),
  /** docs/product/shop-and-payments.md: `test` while the site takes test payments (the dashboard's notice). */
  paymentMode: paymentModeSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;
