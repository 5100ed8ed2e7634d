// GET /api/health for operators and process managers.
import { defineFeature } from '../../feature.js';
import { healthRoutes } from './health.routes.js';

export default defineFeature({ name: 'health', routes: healthRoutes });
