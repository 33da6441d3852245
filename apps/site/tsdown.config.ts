// The compiled server: main.ts and what it imports, bundled to dist/main.js for plain `node` (no tsx at run time).
// The workspace's packages ship TypeScript, so they are bundled in; npm dependencies stay imports.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { main: 'main.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  clean: true,
  dts: false,
  // Only development loads Vite (its dev server); production never imports it.
  deps: { alwaysBundle: [/^@kino\//], neverBundle: ['vite'] },
});
