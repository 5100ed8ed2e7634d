// Whether 'Forgot password?' can work on this site, and where its links point (docs/product/accounts-and-sessions.md,
// docs/decisions/026): it needs a mail server and the site's own address, PUBLIC_URL or else
// the Site address an administrator saved. The request's Host or X-Forwarded-Host is never
// used: anyone can name those, and the mail would send the member to the sender's site.
import type { PasswordResetNeed, PasswordResetSetup } from '@clanhall/shared';
import { readMailSettings } from '../../services/mailer.js';
import type { Services } from '../../services.js';

export async function readPasswordResetSetup(services: Pick<Services, 'config' | 'settings'>): Promise<PasswordResetSetup> {
  const { publicUrl } = services.config;
  // Saved without a trailing slash (schemas/settings.ts); stripped again for a hand-edited row.
  const siteUrl = (await services.settings.value('site_url')).trim().replace(/\/+$/, '');
  const linkBase = publicUrl ?? (siteUrl || null);
  const { smtp } = await readMailSettings(services.settings);
  const missing: PasswordResetNeed[] = [...(smtp.host ? [] : ['smtp' as const]), ...(linkBase ? [] : ['site_address' as const])];
  return {
    available: missing.length === 0,
    missing,
    link_base: linkBase,
    link_base_from: publicUrl ? 'public_url' : linkBase ? 'site_url' : null,
  };
}
