// Vite with React Router's plugin; the workspace packages ship TypeScript source, compiled here.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The browser's chunks (issue 12: initial JavaScript ≤ 115 kB in ≤ 10 files): React and React Router in one; what
 * the route modules themselves import (head, island helper, towns) in a small `shell`; TanStack Query and the code
 * the routes' views share in `shared`, which the first load does not wait for — the views are islands
 * (render/island.tsx), fetched when the route modules run. The deferred runtime stays apart.
 */
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      // What the route modules themselves need (their head, the island helper and its hydration hook, the error
      // boundaries' chunk reload, the towns): small, in the first load. Anything else the first load imports that a
      // view imports too would otherwise land in `shared`, and the first load would wait for all of it.
      name: 'shell',
      test: /[\\/](apps[\\/]site[\\/]app[\\/](head[\\/](meta|head)\.ts|(render[\\/]island\.tsx|browser[\\/]chunk-reload\.ts))|packages[\\/]api[\\/]src[\\/]towns\.ts|packages[\\/]ui[\\/]src[\\/]hooks[\\/]use-hydrated\.ts)$/,
      priority: 15,
    },
    {
      name: 'shared',
      test: /[\\/](node_modules[\\/]@tanstack|packages[\\/](ui|api)[\\/]src|apps[\\/]site[\\/]app)[\\/]/,
      minShareCount: 2,
      priority: 10,
    },
  ],
};

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  ssr: { noExternal: ['@kino/ui', '@kino/api'] },
  define: {
    // The build's id, compared with builds/latest.json by the version poll; "dev" switches the poll off.
    __BUILD_ID__: JSON.stringify(command === 'build' ? (process.env.KINO_BUILD_ID ?? 'unknown') : 'dev'),
  },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
  server: { port: 3000 },
}));
