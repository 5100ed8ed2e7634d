// The page's one script is boot.ts, a small loader (docs/decisions/020). On server-rendered
// pages the HTML already is the content; elsewhere boot.ts starts the app at once, and it is
// tiny, so low priority costs nothing there. It lets the hero image, fonts and stylesheet load
// first on slow phones.
import type { Plugin } from 'vite';

export function deprioritiseAppScript(): Plugin {
  return {
    name: 'clanhall-deprioritise-app-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}
