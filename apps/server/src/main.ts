// The production entry (node apps/server/dist/main.js, npm start, a process manager): the
// server always runs in production mode, whoever starts it, so React renders with its
// production build and libraries skip their development checks. Development uses dev.ts.
process.env.NODE_ENV = 'production';
await import('./server.js');
