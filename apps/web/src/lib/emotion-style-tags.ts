// The server-rendered page's emotion styles (server rendering only, entry-server.tsx), written
// so that the browser's emotion cache starts with all of them and inserts nothing again while
// the page hydrates (docs/decisions/020):
// - every style the render inserted, not only those whose class the markup names. emotion's
//   extractCriticalToChunks leaves out the intermediate styles of composed components (a
//   Button's own rules before ButtonBase merges them into the class the element carries); the
//   browser then compiled and inserted ~70 such rules in the commit of hydration on /shop, most
//   of that commit's time on a throttled phone.
// - the components' styles (and keyframes) in one tag marked SSR_STYLES_ATTRIBUTE, which the
//   browser's cache adopts where it stands (lib/emotion-cache.ts): a tag emotion itself
//   hydrates is moved to the end of <head>, a re-parse of the whole sheet during start-up.
// - each global style (CssBaseline, GlobalStyles) in a tag of its own before it, named the way
//   emotion's <Global> looks for it when it hydrates; merged into one tag they were all
//   inserted again. (A second <Global> of the same style finds its tag taken and inserts anew:
//   app/theme.ts keeps every input from rendering the autofill keyframes' <Global> of its own.)
import createCache, { type EmotionCache } from '@emotion/cache';
import { SSR_STYLES_ATTRIBUTE } from './emotion-cache';

export interface CollectingEmotionCache {
  cache: EmotionCache;
  /** The `<head>` tags of every style inserted so far. */
  styleTags(): string;
}

/**
 * A cache in emotion's collecting mode (`compat`: each style's rules are kept in `inserted`
 * instead of written before the element), noting the order styles are inserted in: `inserted`
 * is an object, whose keys that look like numbers (`0`, the id of no style, or a hash of digits
 * only) would come first and change the cascade.
 */
export function collectingEmotionCache(): CollectingEmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, styleTags: () => emotionStyleTags(cache, order) };
}

function emotionStyleTags(cache: EmotionCache, order: readonly string[]): string {
  let globals = '';
  const ids: string[] = [];
  let css = '';
  for (const id of order) {
    const rules = cache.inserted[id];
    if (typeof rules !== 'string') continue;
    // Components' styles are registered (emotion registers every style on the server in this
    // mode); keyframes (`animation-…`, inserted with the style that names them) are not, and
    // neither are globals. A global's id names its own style first, then keyframes it uses;
    // <Global> looks for a tag named by its own style only.
    if (cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith('animation-')) {
      globals += `<style data-emotion="${cache.key}-global ${id.split(' ')[0]}" data-s="">${rules}</style>`;
    } else {
      ids.push(id);
      css += rules;
    }
  }
  const components = ids.length > 0 ? `<style ${SSR_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${css}</style>` : '';
  return globals + components;
}
