// The reference app's server: the built app behind @react-router/express, its assets from disk — no compression,
// logging, security headers or caches (PORT, HOST).
import { createRequestHandler } from '@react-router/express';
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.use(
  '/assets',
  express.static(new URL('./build/client/assets', import.meta.url).pathname, {
    immutable: true,
    maxAge: '1y',
  }),
);
app.all(
  '*splat',
  createRequestHandler({ build: await import('./build/server/index.js'), mode: 'production' }),
);
app.listen(Number(process.env.PORT ?? 3300), process.env.HOST ?? '127.0.0.1');
