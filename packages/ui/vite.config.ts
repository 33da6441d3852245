// Vite settings shared by Storybook and Vitest.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { designTokens } from './src/tokens/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), designTokens()],
  // Found only when a test first imports them, which would make Vite reload the test page mid-run.
  optimizeDeps: { include: ['colorjs.io', 'postcss', 'react-dom/client'] },
});
