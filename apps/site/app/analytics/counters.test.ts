import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#src/http/security-headers.ts';
import { resolveMetrikaId } from './counters.ts';

describe('resolveMetrikaId', () => {
  it('takes a counter number and ignores anything else, warning once per id', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(resolveMetrikaId('98765432', warn)).toBe('98765432');
    expect(resolveMetrikaId(undefined, warn)).toBeNull();
    expect(resolveMetrikaId('', warn)).toBeNull();
    for (const bad of ['GTM-AB12', '0123456', '12', 'ym-98765432', '98765432; evil'])
      expect(resolveMetrikaId(bad, warn)).toBeNull();
    expect(resolveMetrikaId('12', warn)).toBeNull();
    expect(warnings).toHaveLength(5);
  });
});

describe('the policy of a page', () => {
  const policy = (tagManager: boolean, metrika: boolean) =>
    Object.fromEntries(
      contentSecurityPolicy({ scriptHashes: ["'sha256-n'"], imageOrigins: [], tagManager, metrika })
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    ) as Record<string, string[]>;
  const hosts = (p: Record<string, string[]>) => Object.values(p).flat().join(' ');

  it('allows no counter when none is configured', () => {
    expect(hosts(policy(false, false))).not.toMatch(/google|yandex|webvisor|yastatic/);
  });
  it('allows Google Tag Manager only when it is configured', () => {
    const p = policy(true, false);
    expect(p['script-src']).toContain('https://www.googletagmanager.com');
    expect(p['connect-src']).toContain('https://*.google-analytics.com');
    expect(hosts(p)).not.toMatch(/yandex|yastatic/);
  });
  it('allows Yandex.Metrika only when it is configured', () => {
    const p = policy(false, true);
    expect(p['script-src']).toEqual(["'self'", "'sha256-n'", 'https://mc.yandex.ru', 'https://yastatic.net']);
    expect(p['connect-src']).toContain('https://mc.yandex.by');
    expect(p['img-src']).toContain('https://mc.yandex.ru');
    expect(hosts(p)).not.toMatch(/google/);
  });
});
