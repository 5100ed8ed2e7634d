// Row types that several features read: one name for each, from the table types of schema.ts.
import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable, UsersTable } from './schema.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type UserRow = Selectable<UsersTable>;
