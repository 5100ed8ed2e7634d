// Public site settings (GET /api/settings) with the spec's fallbacks: a failed call is logged
// and the defaults are used (docs/product/content.md). JSON-text fields are parsed here once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MEMBERSHIP_MODES,
  SETTINGS,
  type ContactSocials,
  type FaqEntry,
  type HomeOffer,
  type MembershipMode,
  type PublicSettings,
} from '@clanhall/shared';
import { http } from '../http';
import { PUBLIC_STALE_MS } from '../query-client';
import { readJsonList, readJsonObject, readString } from './read-json-setting';

export interface SiteSettings {
  siteTitle: string;
  siteName: string;
  siteDescription: string;
  footerInfo: string;
  homeOffers: HomeOffer[];
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  contactSocials: ContactSocials;
  faq: FaqEntry[];
  /** 'Shop open for orders' (docs/product/shop-and-payments.md). */
  shopCheckoutEnabled: boolean;
  /** How the club takes members in (docs/product/membership.md): 'Join' is offered unless 'invite'. */
  membershipMode: MembershipMode;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: SETTINGS.site_title.default,
  siteName: SETTINGS.site_name.default,
  siteDescription: SETTINGS.site_description.default,
  footerInfo: SETTINGS.footer_info.default,
  homeOffers: [],
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  contactSocials: { facebook: '', twitter: '', instagram: '', linkedin: '' },
  faq: [],
  shopCheckoutEnabled: SETTINGS.shop_checkout_enabled.default,
  membershipMode: SETTINGS.membership_mode.default as MembershipMode,
};

export function toSiteSettings(raw: Partial<PublicSettings>): SiteSettings {
  const d = DEFAULT_SITE_SETTINGS;
  return {
    siteTitle: raw.site_title || d.siteTitle,
    siteName: raw.site_name || d.siteName,
    siteDescription: raw.site_description || d.siteDescription,
    footerInfo: raw.footer_info ?? '',
    homeOffers: readJsonList(raw.home_offers, (o) => ({ title: readString(o.title), desc: readString(o.desc) })).filter(
      (o) => o.title || o.desc,
    ),
    contactEmail: raw.contact_email ?? '',
    contactPhone: raw.contact_phone ?? '',
    contactAddress: raw.contact_address ?? '',
    contactSocials:
      readJsonObject(raw.contact_socials, (o) => ({
        facebook: readString(o.facebook),
        twitter: readString(o.twitter),
        instagram: readString(o.instagram),
        linkedin: readString(o.linkedin),
      })) ?? d.contactSocials,
    faq: readJsonList(raw.faq, (f) => ({ q: readString(f.q), a: readString(f.a) })).filter((f) => f.q),
    shopCheckoutEnabled: typeof raw.shop_checkout_enabled === 'boolean' ? raw.shop_checkout_enabled : d.shopCheckoutEnabled,
    membershipMode: (MEMBERSHIP_MODES as readonly unknown[]).includes(raw.membership_mode) ? (raw.membership_mode as MembershipMode) : d.membershipMode,
  };
}

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: async (): Promise<SiteSettings> => {
    try {
      return toSiteSettings(await http.get<PublicSettings>('/api/settings', { anonymous: true }));
    } catch (error) {
      console.warn('Settings could not be loaded; using defaults', error);
      return DEFAULT_SITE_SETTINGS;
    }
  },
  staleTime: PUBLIC_STALE_MS,
  // The same for every visitor: kept across sign-in and sign-out (lib/query-client.ts).
  meta: { topics: ['settings'], public: true },
});

/** Always returns usable settings: the defaults until (or unless) the server answers. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQuery);
  return data ?? DEFAULT_SITE_SETTINGS;
}
