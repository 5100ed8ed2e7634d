import { useEffect } from 'react';
import { useSiteSettings } from '../features/site-settings/use-site-settings';

/** Sets the browser tab title to "Page · Site title" (or just the site title). */
export function useDocumentTitle(title?: string) {
  const { siteTitle } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} · ${siteTitle}` : siteTitle;
  }, [title, siteTitle]);
}
