// Who may see an order (docs/product/shop-and-payments.md): a member sees only their own, and to them anyone
// else's does not exist (404, the same answer as an id no order has). Administrators see and
// change every order through the back office (docs/product/back-office.md); the route's requireAdmin gate
// decides that.
import type { OrderRow } from '../../db/rows.js';

export const isOwnOrder = (user: { id: number }, order: Pick<OrderRow, 'user_id'>): boolean => order.user_id !== null && order.user_id === user.id;
