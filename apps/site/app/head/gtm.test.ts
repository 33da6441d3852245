import { describe, expect, it } from 'vitest';
import { resolveTagManagerId } from './gtm.ts';

describe('resolveTagManagerId', () => {
  it('prefers the configured id, then the one from info', () => {
    expect(resolveTagManagerId(['GTM-AB12CD', 'GTM-OTHER'])).toBe('GTM-AB12CD');
    expect(resolveTagManagerId([undefined, 'GTM-K9'])).toBe('GTM-K9');
    expect(resolveTagManagerId([undefined, null])).toBeNull();
  });
  it('ignores ids that do not match GTM-[A-Z0-9]+, warning once per id', () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(resolveTagManagerId(['gtm-lower', 'GTM-OK1'], warn)).toBe('GTM-OK1');
    expect(resolveTagManagerId(['gtm-lower'], warn)).toBeNull();
    expect(resolveTagManagerId(['UA-12345', 'GTM-'], warn)).toBeNull();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('gtm-lower');
  });
});
