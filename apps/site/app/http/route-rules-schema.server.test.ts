import { describe, expect, it } from 'vitest';
import { matchRouteRule } from '#src/http/route-rules.ts';
import { parseRouteRules } from './route-rules-schema.server.ts';

const rules = parseRouteRules(
  JSON.stringify({
    '/old-afisha/': { redirect: '/afisha/', status: 301 },
    '/tickets/': { redirect: 'https://tickets.kino.example/', status: 302 },
    '/kino/*': { redirect: '/afisha/' },
    '/loop/': { redirect: '/loop/' },
  }),
);

describe('route rules', () => {
  it('redirects to an internal path with the configured status, keeping the query', () => {
    expect(matchRouteRule(rules, '/old-afisha/', '?day=2026-11-22')).toEqual({
      location: '/afisha/?day=2026-11-22',
      status: 301,
    });
    expect(matchRouteRule(rules, '/old-afisha')).toEqual({ location: '/afisha/', status: 301 });
  });
  it('redirects to an external address', () => {
    expect(matchRouteRule(rules, '/tickets/', '?x=1')).toEqual({
      location: 'https://tickets.kino.example/',
      status: 302,
    });
  });
  it('matches a prefix rule and defaults to 301', () => {
    expect(matchRouteRule(rules, '/kino/dune-2/')).toEqual({ location: '/afisha/dune-2/', status: 301 });
  });
  it('leaves other paths and self-redirects alone', () => {
    expect(matchRouteRule(rules, '/afisha/')).toBeNull();
    expect(matchRouteRule(rules, '/loop/')).toBeNull();
  });
  it('rejects bad configuration with a message naming the rule', () => {
    expect(() => parseRouteRules('{')).toThrow(/not valid JSON/);
    expect(() => parseRouteRules('{"/a/":{"redirect":"javascript:alert(1)"}}')).toThrow(/\/a\/\.redirect/);
    expect(() => parseRouteRules('{"/a/":{"redirect":"/b/","status":200}}')).toThrow(/\/a\/\.status/);
    expect(() => parseRouteRules('{"a":{"redirect":"/b/"}}')).toThrow(/route rules: a:/);
  });
});
