// Accounts: registration, the two login doors, sessions, profile and password, the mailed
// password reset, and the back office's user management.
import { defineFeature } from '../../feature.js';
import { accountsRoutes } from './accounts.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { passwordResetsJob } from './password-resets.job.js';

export default defineFeature({
  name: 'accounts',
  async routes(app, services) {
    await accountsRoutes(app, services);
    await adminUsersRoutes(app, services);
    await passwordResetRoutes(app, services);
  },
  jobs: [passwordResetsJob],
  imageReferences: [{ table: 'users', column: 'avatar_url' }],
});
