// The back office's audit log (docs/product/back-office.md): reading what administrators changed. The
// entries are written by the features themselves through services.auditLog, in each change's
// own transaction (docs/decisions/013); this feature only reads them.
import { defineFeature } from '../../feature.js';
import { auditLogRoutes } from './audit-log.routes.js';

export default defineFeature({ name: 'audit-log', routes: auditLogRoutes });
