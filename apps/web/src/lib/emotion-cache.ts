// The browser's emotion cache. On a server-rendered page (docs/decisions/020) it adopts the
// components' style tag the server wrote (lib/emotion-style-tags.ts) as its first sheet, where
// it stands: every id it names counts as inserted, so hydration inserts none of them again, and
// styles inserted later go right after it, as they would after a tag emotion hydrated itself.
// emotion's own hydration moves such a tag to the end of <head>, and the browser re-parses it.
import createCache, { type EmotionCache } from '@emotion/cache';

/** Names the cache key and the ids of the styles in the server's components tag. */
export const SSR_STYLES_ATTRIBUTE = 'data-ssr-emotion';

export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
