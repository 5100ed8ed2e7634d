// The server-rendered page's emotion styles (server rendering only, entry-server.tsx), written
// so that the browser's emotion cache starts with all of them and inserts nothing while the
// page hydrates (docs/decisions/004):
// - every style the render inserted, not only those whose class the markup names. emotion's
//   extractCriticalToChunks leaves out the intermediate styles of composed components (a
//   Button's own rules before ButtonBase merges them into the class the element carries); the
//   browser then compiled and inserted ~70 such rules in the commit of hydration on /shop, most
//   of that commit's time on a throttled phone.
// - the components' styles in one tag marked SSR_STYLES_ATTRIBUTE, which the browser's cache
//   adopts where it stands (lib/emotion-cache.ts): a tag emotion itself hydrates is moved to
//   the end of <head>, a re-parse of the whole sheet during the app's start-up.
// - each global style (CssBaseline, GlobalStyles) in a tag of its own, named the way emotion's
//   <Global> looks for it when it hydrates; merged into one tag they were all inserted again.
import type { EmotionCache } from '@emotion/cache';
import { SSR_STYLES_ATTRIBUTE } from './emotion-cache';

export function emotionStyleTags(cache: EmotionCache): string {
  let globals = '';
  const ids: string[] = [];
  let css = '';
  // In collecting mode (cache.compat) `inserted` maps each id to its rules, in insertion order;
  // the components' styles are the registered ones.
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${id}" data-s="">${rules}</style>`;
    } else {
      ids.push(id);
      css += rules;
    }
  }
  const components = ids.length > 0 ? `<style ${SSR_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${css}</style>` : '';
  return globals + components;
}
