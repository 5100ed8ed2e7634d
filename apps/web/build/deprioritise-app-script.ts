// On server-rendered pages the HTML already is the content (docs/decisions/004); the app
// script only adds interaction. Marking it low priority lets the hero image, fonts and
// stylesheet load first on slow phones.
import type { Plugin } from 'vite';

export function deprioritiseAppScript(): Plugin {
  return {
    name: 'clanhall-deprioritise-app-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}
