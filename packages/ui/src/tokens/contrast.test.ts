// The colour tokens' text/background pairs meet WCAG 2.1 AA, computed from tokens.css as the docs page shows them.
import { tokens } from 'virtual:design-tokens';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastPairs, contrastRatio } from './contrast.ts';

describe('colour contrast', () => {
  it('holds every text/background pair the design uses to AA', () => {
    const pairs = contrastPairs(tokens);
    const failing = pairs
      .filter((p) => p.required !== undefined && p.ratio < p.required)
      .map((p) => `${p.text} on ${p.background}: ${p.ratio.toFixed(2)}:1, needs ${p.required}:1`);
    expect(failing).toEqual([]);
    // Every text colour is checked on the page background at least.
    for (const text of ['--color-text', '--color-text-muted', '--color-text-faint', '--color-accent'])
      expect(pairs).toContainEqual(
        expect.objectContaining({ text, background: '--color-bg', required: AA_TEXT }),
      );
  });

  it('computes WCAG 2.1 ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('fails a pair that falls under AA', () => {
    const dimmed = tokens.map((t) => (t.name === '--color-text-muted' ? { ...t, value: '#4a4955' } : t));
    const muted = contrastPairs(dimmed).find(
      (p) => p.text === '--color-text-muted' && p.background === '--color-bg',
    );
    expect(muted?.ratio).toBeLessThan(AA_TEXT);
  });
});
