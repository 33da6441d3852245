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
      // Same origin in development as in production: the session cookie and the API's Origin check just work.
      '/admin/v1': { target: CONTENT_URL, changeOrigin: false, xfwd: true },
    },
  },
});
