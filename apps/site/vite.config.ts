// Vite with React Router's plugin; the workspace packages ship TypeScript source, compiled here.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The browser's chunks in few files (issue 12: initial JavaScript in ≤ 10 files): React and React Router in one,
 * TanStack Query and our code that two or more routes share in another. Code loaded only on demand (the deferred
 * runtime, the prefetcher, one route's own modules) stays in its own chunk, off the first load.
 */
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: 'shared',
      test: /[\\/](node_modules[\\/]@tanstack|packages[\\/](ui|api)[\\/]src|apps[\\/]site[\\/]app)[\\/]/,
      minShareCount: 2,
      priority: 10,
    },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  ssr: { noExternal: ['@kino/ui', '@kino/api'] },
  define: {
    // The build's id, compared with builds/latest.json by the version poll; "dev" switches the poll off.
    __BUILD_ID__: JSON.stringify(command === 'build' ? (process.env.KINO_BUILD_ID ?? 'unknown') : 'dev'),
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
  server: { port: 3000 },
}));
