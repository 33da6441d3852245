import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  PREVIEW_PARAM,
  previewTokenOf,
  ROUTE_NAMES,
  routePath,
  SEARCH_QUERY_MAX,
  searchQueryOf,
} from './routes.ts';

describe('routes', () => {
  it('builds the paths of both towns from names and params', () => {
    expect(routePath({ name: 'index' })).toBe('/');
    expect(routePath({ name: 'index' }, 'rechitsa')).toBe('/rechitsa/');
    expect(routePath({ name: 'afisha-film', params: { film: 'dune' } }, 'rechitsa')).toBe(
      '/rechitsa/afisha/dune/',
    );
    expect(
      routePath({ name: 'afisha', query: { date: '2026-11-23', kind: '' }, hash: 'x', town: 'main' }),
    ).toBe('/afisha/?date=2026-11-23#x');
  });

  it('refuses a route without its param', () => {
    expect(() => routePath({ name: 'news-news' })).toThrow(/news/);
  });

  it('matches every route back to its name and params', () => {
    for (const name of ROUTE_NAMES) {
      const params = { film: 'a', category: 'b', news: 'c', documents: 'd', hall: 'e', vacancy: 'f' };
      const path = routePath({ name, params });
      const match = matchRoute(path);
      expect(match?.name, path).toBe(name);
      for (const [key, value] of Object.entries(match?.params ?? {}))
        expect(params[key as 'film']).toBe(value);
    }
    expect(matchRoute('/afisha/dune/extra/')).toBeUndefined();
    expect(matchRoute('/no-such-page/')).toBeUndefined();
  });
});

describe("a draft's preview token", () => {
  it('is read from a site address when it has the contract’s form', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123-_';
    expect(previewTokenOf(`http://site/news/x/?preview=${token}`)).toBe(token);
    expect(previewTokenOf(`/news/x/?page=2&${PREVIEW_PARAM}=${token}#top`)).toBe(token);
    expect(previewTokenOf('http://site/news/x/')).toBeUndefined();
    expect(previewTokenOf('/news/x/?preview=short')).toBeUndefined();
    expect(previewTokenOf(`/news/x/?preview=${token}%3Cscript%3E`)).toBeUndefined();
    // A request target no URL parser takes is no token, not an exception (the site's HTTP front reads it first).
    for (const target of ['//', '//a:b', '/%E0%A4%A', '?']) expect(previewTokenOf(target)).toBeUndefined();
    expect(previewTokenOf(`//a:b?preview=${token}`)).toBe(token);
  });
});

describe("the search page's query", () => {
  it('is trimmed, without control characters, and cut to the contract’s length in code points', () => {
    expect(searchQueryOf(null)).toBe('');
    expect(searchQueryOf('   ')).toBe('');
    expect(searchQueryOf('  Шахмотистка \u0000 ')).toBe('Шахмотистка');
    expect(searchQueryOf('a\u0007b')).toBe('a b');
    expect(Array.from(searchQueryOf('😀'.repeat(150)))).toHaveLength(SEARCH_QUERY_MAX);
    // A cut never leaves half of a surrogate pair, which could not be sent in a URL.
    expect(() => encodeURIComponent(searchQueryOf(`я${'😀'.repeat(150)}`))).not.toThrow();
  });
});
