// / (member-site.md §2): hero, 'What We Offer', 'Latest Stories'. Rendered on the server too
// (docs/decisions/004): nothing here reads window or storage during render.
import { useEffect } from 'react';
import { SITE_DEFAULTS } from '@clanhall/shared';
import { useSiteSettings } from '../site-settings/use-site-settings';
import HomeHero from './components/HomeHero';
import LatestStories from './components/LatestStories';
import OffersSection from './components/OffersSection';

export default function HomePage() {
  const { siteTitle } = useSiteSettings();
  useEffect(() => {
    document.title = `${siteTitle} | ${SITE_DEFAULTS.tagline}`;
  }, [siteTitle]);
  return (
    <>
      <HomeHero />
      <OffersSection />
      <LatestStories />
    </>
  );
}
