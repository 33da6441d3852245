import { describe, expect, it } from 'vitest';
import { parseEnv, publicEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SITE_ORIGIN: 'http://localhost:3000',
      CONTENT_URL_MAIN: 'http://localhost:4000/main/',
      CONTENT_URL_RECHITSA: 'http://localhost:4000/rechitsa/',
      CONTENT_PRODUCT: 'kino',
      VERSION_POLL_MS: 3_600_000,
      SITE_CACHE: 'on',
      SITE_ROUTE_RULES: {},
    });
  });
  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', CONTENT_URL_MAIN: 'not a url', SITE_CACHE: 'maybe' })).toThrow(
      /PORT[\s\S]*CONTENT_URL_MAIN[\s\S]*SITE_CACHE/,
    );
    expect(() => parseEnv({ SITE_ROUTE_RULES: '{"/a/":{"redirect":"ftp://x"}}' })).toThrow(
      /SITE_ROUTE_RULES/,
    );
  });
  it('parses route rules and trims the origin', () => {
    const env = parseEnv({
      SITE_ORIGIN: 'https://kino.example/',
      SITE_ROUTE_RULES: '{"/old/":{"redirect":"/afisha/"}}',
    });
    expect(env.SITE_ORIGIN).toBe('https://kino.example');
    expect(env.SITE_ROUTE_RULES['/old/']).toEqual({ redirect: '/afisha/', status: 301 });
  });
  it('lets only the whitelisted subset reach the browser', () => {
    const env = parseEnv({ GTM_ID: 'GTM-X', CONTENT_URL_MAIN: 'http://internal:4000/main/' });
    expect(Object.keys(publicEnv(env)).sort()).toEqual(['SITE_ORIGIN', 'VERSION_POLL_MS']);
  });
});
