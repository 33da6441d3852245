// A Vite plugin that parses tokens.css when Storybook or Vitest builds and hands the result to `virtual:design-tokens`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseDesignTokens } from './design-tokens.ts';

const ID = 'virtual:design-tokens';
const RESOLVED = `\0${ID}`;
const TOKENS_CSS = fileURLToPath(new URL('../styles/tokens.css', import.meta.url));

export function designTokens(): Plugin {
  return {
    name: 'kino:design-tokens',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Editing tokens.css in `pnpm storybook` refreshes the docs pages.
      this.addWatchFile(TOKENS_CSS);
      const tokens = parseDesignTokens(await readFile(TOKENS_CSS, 'utf8'));
      return `export const tokens = ${JSON.stringify(tokens)};\nexport default tokens;\n`;
    },
  };
}
