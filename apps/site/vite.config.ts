// Vite with React Router's plugin; the workspace packages ship TypeScript source, compiled here.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: { noExternal: ['@kino/ui', '@kino/api'] },
  build: { assetsInlineLimit: 0 },
  server: { port: 3000 },
});
