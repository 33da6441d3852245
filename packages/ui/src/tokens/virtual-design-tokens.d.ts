// The module vite-plugin.ts generates from tokens.css.
declare module 'virtual:design-tokens' {
  import type { DesignToken } from '#src/tokens/design-tokens.ts';
  export const tokens: DesignToken[];
  export default tokens;
}
