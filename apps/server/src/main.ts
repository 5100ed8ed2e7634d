// The production entry (node apps/server/dist/main.js, npm start, a process manager): the
// server always runs in production mode, whoever starts it, so React renders with its
// production build and libraries skip their development checks. Development uses dev.ts.
import v8 from 'node:v8';

process.env.NODE_ENV = 'production';
// Loading the app allocates a lot of short-lived garbage, and V8 grows its young generation to
// match and keeps it: ~25 MB the idle server never uses. Keep it small while starting; the
// server lets it grow again once it listens (server.ts), when requests can use it.
v8.setFlagsFromString('--semi-space-growth-factor=1');
await import('./server.js');
