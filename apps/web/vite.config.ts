import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API, stored files and the socket to the Fastify server
// (platform.md §1); production is served by Fastify itself from dist/.
const apiTarget = process.env.CLANHALL_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // The root node_modules holds a newer vite (for vitest) whose plugin types differ from this
  // app's vite 7 only in type details; the plugin itself works with both.
  plugins: [react() as unknown as PluginOption],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
});
