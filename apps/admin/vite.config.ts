// Vite with React Router's plugin; assets under /admin/, and in development the admin API proxied to the content service.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Where `pnpm dev` finds the content service: on this machine, at its configured port. */
const CONTENT_URL = `http://localhost:${process.env.CONTENT_PORT ?? '4000'}`;

export default defineConfig({
  base: '/admin/',
  plugins: [reactRouter()],
  server: {
    port: 5174,
    proxy: {
      // The dev server stands in for the content service's origin: the API's CSRF check compares a write's Origin with
      // the service's public address, so the proxy says the request came from there (the cookie is per host anyway).
      '/admin/v1': {
        target: CONTENT_URL,
        xfwd: true,
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', CONTENT_URL);
          });
        },
      },
    },
  },
});
