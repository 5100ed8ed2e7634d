import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress-plugin';
import { deprioritiseAppScript } from './build/deprioritise-app-script';

// The dev server proxies the API, stored files and the socket to the Fastify server
// (docs/product/operating.md); production is served by Fastify itself from dist/.
// xfwd: the proxy sends the browser's address as X-Forwarded-For, as the production proxy must
// (the server warns about a proxy on its machine that does not, docs/decisions/023).
const apiTarget = { target: process.env.CLANHALL_API_TARGET ?? 'http://127.0.0.1:3000', xfwd: true };

/** The chunks of the pages the server renders (apps/web/src/app/routes.tsx's public pages). */
const SERVER_RENDERED_CHUNK = /(^|\/)(HomePage|BlogListPage|BlogPostPage|ShopPage)-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle needs no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), precompress(), deprioritiseAppScript()],
  // 'source': packages/shared from its TypeScript. The defaults stay (setting the list replaces
  // them): without 'module' and 'browser' Vite took emotion's CommonJS builds, which the browser
  // then evaluated eagerly at start (a third of the app's start-up script time on a phone).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { ...apiTarget, ws: true },
    },
  },
  // The server-rendering bundle (docs/decisions/020) carries its dependencies, so the
  // production server needs nothing from apps/web/node_modules at run time.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  // The server always renders with React's production build (the server runs in production
  // mode whoever starts it, apps/server/src/main.ts); fixing it here also lets the bundler
  // drop the development code from the SSR bundle.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server-rendered pages' chunks (app/routes.tsx: home, blog, post, shop) load without
    // a <link rel="modulepreload"> appended per dependency: on /shop those appends were 131 ms
    // of a phone's hydration, while the page was already on screen (docs/decisions/020,
    // 2026-11-27). Every other page keeps its preloads: nothing shows until it has loaded.
    modulePreload: {
      resolveDependencies: (filename, deps) => (SERVER_RENDERED_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
  },
}));
