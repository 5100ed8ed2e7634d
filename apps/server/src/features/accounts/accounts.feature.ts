// Accounts: registration, the two login doors, sessions, profile and password, the mailed
// password reset, the back office's user management, and a member's own data (the export
// archive and deleting one's account, own-data/).
import { defineFeature } from '../../feature.js';
import { accountsRoutes } from './accounts.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { passwordResetsJob } from './password-resets.job.js';
import { accountOwnData } from './own-data/account-own-data.js';
import { ownDataRoutes } from './own-data/own-data.routes.js';

export default defineFeature({
  name: 'accounts',
  async routes(app, services) {
    await accountsRoutes(app, services);
    await adminUsersRoutes(app, services);
    await passwordResetRoutes(app, services);
    await ownDataRoutes(app, services);
  },
  jobs: [passwordResetsJob],
  imageReferences: [{ table: 'users', column: 'avatar_url' }],
  ownData: accountOwnData,
});
