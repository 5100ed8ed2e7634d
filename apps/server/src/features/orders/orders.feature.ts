// Orders: a member's order history and the back office's order management (list, detail,
// order and item statuses), and orders.json of a member's data export. Orders are made by the
// checkout feature.
import { defineFeature } from '../../feature.js';
import { ordersOwnData } from './orders-own-data.js';
import { ordersRoutes } from './orders.routes.js';

export default defineFeature({ name: 'orders', routes: ordersRoutes, ownData: ordersOwnData });
