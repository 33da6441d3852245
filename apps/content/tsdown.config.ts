// The compiled service: the server and the staff commands bundled to dist/*.mjs for plain `node` (no tsx at run time).
// The workspace's packages ship TypeScript, so they are bundled in; npm dependencies stay imports. Files read at run
// time are found from the package root (dist/ sits where src/ does): drizzle/ migrations, and the contract through
// the @kino/api dependency.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    seed: 'src/cli/seed.ts',
    'staff-add': 'src/cli/staff-add.ts',
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  clean: true,
  dts: false,
  deps: { alwaysBundle: [/^@kino\//] },
});
