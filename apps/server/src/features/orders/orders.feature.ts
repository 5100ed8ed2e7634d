// Orders: a member's order history and the back office's order management (list, detail,
// order and item statuses). Orders are made by the checkout feature.
import { defineFeature } from '../../feature.js';
import { ordersRoutes } from './orders.routes.js';

export default defineFeature({ name: 'orders', routes: ordersRoutes });
