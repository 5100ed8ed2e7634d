// The back office's dashboard (docs/product/back-office.md '/admin Admin Dashboard'): site counts and the
// newest accounts and orders, read from the tables the other features own.
import { defineFeature } from '../../feature.js';
import { adminDashboardRoutes } from './admin-dashboard.routes.js';

export default defineFeature({ name: 'admin-dashboard', routes: adminDashboardRoutes });
