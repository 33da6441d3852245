// Vite with React Router's plugin; the workspace packages ship TypeScript source, compiled here.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  ssr: { noExternal: ['@kino/ui', '@kino/api'] },
  define: {
    // The build's id, compared with builds/latest.json by the version poll; "dev" switches the poll off.
    __BUILD_ID__: JSON.stringify(command === 'build' ? (process.env.KINO_BUILD_ID ?? 'unknown') : 'dev'),
  },
  server: { port: 3000 },
}));
