// The admin factories' keys and types: items typed per kind from the contract, keys under ['admin', town, kind].
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'yaml';
import {
  ADMIN_COLLECTIONS,
  ADMIN_PAGES,
  type AdminItem,
  type AdminItemInput,
  type AdminPage,
  adminKeys,
  applicationCvUrl,
  applicationsCsvUrl,
} from './admin-queries.ts';
import type { FilmInput, HallInput, ItemStatus } from './types.ts';

describe('admin query factories', () => {
  it('key everything of a town under admin and the town, each kind under its own branch', () => {
    expect(adminKeys.list('rechitsa', 'films', { q: 'дюна' })).toEqual([
      'admin',
      'rechitsa',
      'films',
      'list',
      { q: 'дюна' },
    ]);
    expect(adminKeys.item('main', 'news', 3).slice(0, 3)).toEqual(adminKeys.kind('main', 'news'));
    expect(adminKeys.page('main', 'about').slice(0, 2)).toEqual(adminKeys.town('main'));
  });

  it('name the contract’s collections and pages', () => {
    const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
    const declared = Object.keys(contract.paths);
    for (const kind of ADMIN_COLLECTIONS)
      for (const suffix of ['', '/{id}', '/{id}/status'])
        expect(declared).toContain(`/admin/v1/towns/{town}/${kind}${suffix}`);
    const pages = declared
      .filter((path) => /^\/admin\/v1\/towns\/\{town\}\/pages\/[a-z]+$/.test(path))
      .map((path) => path.split('/').pop());
    expect([...pages].sort()).toEqual([...ADMIN_PAGES].sort());
  });

  it('type items and inputs by kind from the generated types', () => {
    expectTypeOf<AdminItem<'films'>['data']>().toEqualTypeOf<FilmInput>();
    expectTypeOf<AdminItem<'halls'>['status']>().toEqualTypeOf<ItemStatus>();
    expectTypeOf<AdminItemInput<'halls'>>().toEqualTypeOf<HallInput>();
    expectTypeOf<AdminPage<'about'>['data']['lead']>().toEqualTypeOf<string>();
  });

  it('key the inbox under the town and give plain links to a CV and a CSV export', () => {
    expect(adminKeys.application('rechitsa', 'a').slice(0, 3)).toEqual(
      adminKeys.kind('rechitsa', 'applications'),
    );
    expect(adminKeys.applications('main', { status: 'new' })).toEqual([
      'admin',
      'main',
      'applications',
      'list',
      { status: 'new' },
    ]);
    // Under the town's applications, so a change there refreshes the counts too; not a list.
    expect(adminKeys.applicationCounts('main')).toEqual(['admin', 'main', 'applications', 'counts']);
    expect(applicationCvUrl('main', '0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11')).toBe(
      '/admin/v1/towns/main/applications/0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11/cv',
    );
    expect(applicationsCsvUrl('rechitsa')).toBe('/admin/v1/towns/rechitsa/applications.csv');
    expect(applicationsCsvUrl('main', { kind: 'vacancy', q: 'Анна', id: ['a', 'b'] })).toBe(
      '/admin/v1/towns/main/applications.csv?kind=vacancy&q=%D0%90%D0%BD%D0%BD%D0%B0&id=a&id=b',
    );
  });
});
