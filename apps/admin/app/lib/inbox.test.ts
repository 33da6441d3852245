import { describe, expect, it } from 'vitest';
import { inboxApiParams, inboxListPath, inboxTowns, readInboxQuery, writeInboxQuery } from './inbox.ts';

describe('the inbox in the workspace', () => {
  it('shows admins both towns, hr their own and editors none', () => {
    expect(inboxTowns({ role: 'admin', towns: [] })).toEqual(['main', 'rechitsa']);
    expect(inboxTowns({ role: 'hr', towns: ['rechitsa'] })).toEqual(['rechitsa']);
    expect(inboxTowns({ role: 'editor', towns: ['main', 'rechitsa'] })).toEqual([]);
  });

  it('keeps its list state in the address and back, defaults left out', () => {
    const query = readInboxQuery(new URLSearchParams('kind=vacancy&status=new&q=29+123&page=3'));
    expect(query).toEqual({ kind: 'vacancy', status: 'new', search: '29 123', page: 3 });
    expect(writeInboxQuery(query).toString()).toBe('kind=vacancy&status=new&q=29+123&page=3');
    expect(inboxApiParams(query)).toEqual({ kind: 'vacancy', status: 'new', q: '29 123', page: 3 });
    expect(inboxListPath('main')).toBe('/inbox/main');
    expect(inboxListPath('rechitsa', { kind: 'callback' })).toBe('/inbox/rechitsa?kind=callback');
  });

  it('opens an old or edited link with defaults instead of failing', () => {
    expect(readInboxQuery(new URLSearchParams('kind=spam&status=x&page=-2'))).toEqual({
      kind: 'all',
      status: 'all',
      search: '',
      page: 1,
    });
    expect(inboxApiParams(readInboxQuery(new URLSearchParams('q=++')))).toEqual({});
  });
});
