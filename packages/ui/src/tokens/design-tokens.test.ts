// The token parser: every custom property of :root, its note, its block's comment and its media overrides.

import { tokens } from 'virtual:design-tokens';
import { describe, expect, it } from 'vitest';
import css from '#src/styles/tokens.css?raw';
import { parseDesignTokens } from './design-tokens.ts';

describe('parseDesignTokens', () => {
  it('reads notes, sections, groups and media overrides', () => {
    const parsed = parseDesignTokens(`
      :root {
        --color-bg: #000; /* 21:1 with white */
        /* Type scale. */
        --text-sm: 0.875rem;
        --duration: 160ms;
        --container: 1280px;
      }
      @media (prefers-reduced-motion: reduce) { :root { --duration: 0ms; } }
      .not-root { --ignored: 1px; }
    `);
    expect(parsed).toEqual([
      {
        name: '--color-bg',
        value: '#000',
        group: 'colour',
        note: '21:1 with white',
        section: undefined,
        overrides: [],
      },
      {
        name: '--text-sm',
        value: '0.875rem',
        group: 'type',
        note: undefined,
        section: 'Type scale.',
        overrides: [],
      },
      {
        name: '--duration',
        value: '160ms',
        group: 'motion',
        note: undefined,
        section: 'Type scale.',
        overrides: [{ media: '(prefers-reduced-motion: reduce)', value: '0ms' }],
      },
      {
        name: '--container',
        value: '1280px',
        group: 'layout',
        note: undefined,
        section: 'Type scale.',
        overrides: [],
      },
    ]);
  });

  it('gives the docs every custom property of tokens.css', () => {
    const declared = new Set([...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]));
    expect(new Set(tokens.map((t) => t.name))).toEqual(declared);
    for (const group of ['colour', 'type', 'space', 'radius', 'shadow', 'motion'])
      expect(tokens.some((t) => t.group === group)).toBe(true);
  });
});
