import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from './trailing-slash.ts';

describe('trailingSlashRedirect', () => {
  it('adds the slash and keeps the query string', () => {
    expect(trailingSlashRedirect('/afisha', '')).toBe('/afisha/');
    expect(trailingSlashRedirect('/afisha', '?day=2026-11-22&format=3D')).toBe(
      '/afisha/?day=2026-11-22&format=3D',
    );
    expect(trailingSlashRedirect('/rechitsa', '')).toBe('/rechitsa/');
    expect(trailingSlashRedirect('/rechitsa/afisha/dune-2', '?a=1')).toBe('/rechitsa/afisha/dune-2/?a=1');
  });
  it('leaves slashed paths, files, data requests and the manifest alone', () => {
    expect(trailingSlashRedirect('/', '')).toBeNull();
    expect(trailingSlashRedirect('/afisha/', '')).toBeNull();
    expect(trailingSlashRedirect('/favicon.ico', '')).toBeNull();
    expect(trailingSlashRedirect('/builds/latest.json', '')).toBeNull();
    expect(trailingSlashRedirect('/afisha/_.data', '')).toBeNull();
    expect(trailingSlashRedirect('/__manifest', '?p=/afisha/')).toBeNull();
  });
  it('never turns a path into a protocol-relative address', () => {
    expect(trailingSlashRedirect('//evil', '')).toBe('/evil/');
    expect(trailingSlashRedirect('//evil/', '')).toBe('/evil/');
    expect(trailingSlashRedirect('//evil.example/', '')).toBe('/evil.example');
  });
  it('gives a page one address: lowercase, single slashes', () => {
    expect(trailingSlashRedirect('/RECHITSA/contacts/', '')).toBe('/rechitsa/contacts/');
    expect(trailingSlashRedirect('/Rechitsa/Afisha', '?day=2026-11-28')).toBe(
      '/rechitsa/afisha/?day=2026-11-28',
    );
    expect(trailingSlashRedirect('/afisha//', '')).toBe('/afisha/');
    expect(trailingSlashRedirect('/afisha//zvezdnyj-majak//', '?a=B')).toBe('/afisha/zvezdnyj-majak/?a=B');
    // Percent-escapes are not letters to lowercase.
    expect(trailingSlashRedirect('/news/%D0%9A/', '')).toBeNull();
    expect(trailingSlashRedirect('/NEWS/%D0%9A', '')).toBe('/news/%D0%9A/');
    // A file is one address too: without a slash after it.
    expect(trailingSlashRedirect('/robots.txt/', '')).toBe('/robots.txt');
    expect(trailingSlashRedirect('/rechitsa/showtimes.json/', '?a=1')).toBe('/rechitsa/showtimes.json?a=1');
    // A segment with dots that is no file name is a page path the router answers (404) as it is.
    expect(trailingSlashRedirect('/rechitsa/hall/..%2F..%2Fetc/', '')).toBeNull();
    // Files keep their case (hashed asset names have capitals).
    expect(trailingSlashRedirect('/assets/entry-AbC12.js', '')).toBeNull();
  });
});
