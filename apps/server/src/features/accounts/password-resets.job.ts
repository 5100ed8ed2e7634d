// Hourly: reset links past their hour are removed (docs/product/accounts-and-sessions.md), so the table holds only
// links that can still be used.
import type { FeatureJob } from '../../feature.js';
import { deleteExpiredResetLinks } from './password-resets.repository.js';

export const passwordResetsJob: FeatureJob = {
  name: 'password-resets',
  everyMs: 60 * 60 * 1000,
  async run(services) {
    const removed = await deleteExpiredResetLinks(services.db.kysely, services.clock.nowIso());
    if (removed > 0) services.log.info({ removed }, 'expired password reset links removed');
  },
};
