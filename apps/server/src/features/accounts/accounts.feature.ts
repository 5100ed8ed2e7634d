// Accounts: registration, the two login doors, sessions, profile and password, and the back
// office's user management.
import { defineFeature } from '../../feature.js';
import { accountsRoutes } from './accounts.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';

export default defineFeature({
  name: 'accounts',
  async routes(app, services) {
    await accountsRoutes(app, services);
    await adminUsersRoutes(app, services);
  },
  imageReferences: [{ table: 'users', column: 'avatar_url' }],
});
