import { useContext, useEffect } from 'react';
import { useSiteSettings } from './site-settings/use-site-settings';
import { ServerPageInfoContext } from './server-page-info';

/**
 * Sets the browser tab title to "Page · Site title" (or just the site title). On the server the
 * same title goes into the page's HTML <title>.
 */
export function useDocumentTitle(title?: string) {
  const { siteTitle } = useSiteSettings();
  const full = title ? `${title} · ${siteTitle}` : siteTitle;
  const server = useContext(ServerPageInfoContext);
  if (server) server.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
