// Site settings: the public texts every page shows, and the back office's settings screen.
import { defineFeature } from '../../feature.js';
import { settingsRoutes } from './settings.routes.js';
import { seedSettings } from './settings.seed.js';

export default defineFeature({ name: 'settings', routes: settingsRoutes, seed: { order: 10, run: seedSettings } });
