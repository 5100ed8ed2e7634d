// The development entry (npm run dev): like main.ts, but in development mode.
process.env.NODE_ENV = 'development';
await import('./server.js');
