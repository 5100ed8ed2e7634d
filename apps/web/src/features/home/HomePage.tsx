// / (docs/product/content.md): hero, 'What We Offer', 'Latest Stories'. Rendered on the server too
// (docs/decisions/020): nothing here reads window or storage during render.
import { SITE_DEFAULTS } from '@clanhall/shared';
import HomeHero from './components/HomeHero';
import LatestStories from './components/LatestStories';
import OffersSection from './components/OffersSection';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function HomePage() {
  useDocumentTitle(SITE_DEFAULTS.tagline);
  return (
    <>
      <HomeHero />
      <OffersSection />
      <LatestStories />
    </>
  );
}
