// A hall's access features (issue 35): wheelchair places, hearing loop, step-free entrance and accessible toilet —
// stored from the admin API, validated (a bad value is a 400 naming the field), served on the public hall endpoints.
import type { Hall } from '@kino/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, DATABASES, getJson, PUBLIC, type Running, start } from './helpers.ts';
import { staffMember } from './staff-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk loosely typed JSON answers
type Json = Record<string, any>;

const ACCESS = [
  'accessible',
  'wheelchairPlaces',
  'hearingLoop',
  'stepFreeEntrance',
  'accessibleToilet',
] as const;
const accessOf = (hall: Json) => Object.fromEntries(ACCESS.map((key) => [key, hall[key]]));

describe.each(DATABASES)('hall access features on $name', (database) => {
  let server: Running & { drop(): Promise<void> };
  let editor: Awaited<ReturnType<typeof staffMember>>;
  const publicHall = async (town: 'main' | 'rechitsa', slug: string) => {
    const answer = await getJson(server.url(town, `kino/v1/hall/${slug}`));
    expect(answer.status).toBe(200);
    expect(conforms('/kino/v1/hall/{id}', 'get', 200, answer.body)).toEqual([]);
    return answer.body as Hall;
  };
  beforeAll(async () => {
    server = await start(database, { adminDir: false });
    editor = await staffMember(server, PUBLIC, 'editor', ['main']);
  });
  afterAll(async () => {
    await server?.close();
    await server?.drop();
  });

  it('serves the demo halls of both towns with their features, and halls without any', async () => {
    for (const town of ['main', 'rechitsa'] as const) {
      const list = await getJson(server.url(town, 'kino/v1/hall'));
      expect(conforms('/kino/v1/hall', 'get', 200, list.body)).toEqual([]);
      const halls = list.body as Hall[];
      expect(
        halls.some((h) => h.hearingLoop),
        town,
      ).toBe(true);
      expect(
        halls.some((h) => h.stepFreeEntrance && h.accessibleToilet),
        town,
      ).toBe(true);
      expect(
        halls.some((h) => !h.accessible && !h.hearingLoop && !h.stepFreeEntrance),
        town,
      ).toBe(true);
      // Places are counted only where there is wheelchair access.
      for (const hall of halls) if (!hall.accessible) expect(hall.wheelchairPlaces, hall.slug).toBeNull();
    }
    expect(accessOf(await publicHall('main', 'krasnyj'))).toEqual({
      accessible: true,
      wheelchairPlaces: 4,
      hearingLoop: true,
      stepFreeEntrance: true,
      accessibleToilet: true,
    });
  });

  it('stores what staff set, keeps what an older client leaves out, and shows it on the public endpoints', async () => {
    const items = (await editor.get('/admin/v1/towns/main/halls?perPage=50')).body.items as Json[];
    const item = items.find((i) => i.title === 'Синий зал')!;
    const path = `/admin/v1/towns/main/halls/${item.id}`;
    const stored = (await editor.get(path)).body as Json;
    expect(conforms('/admin/v1/towns/{town}/halls/{id}', 'get', 200, stored)).toEqual([]);
    expect(accessOf(stored.data)).toEqual(accessOf(await publicHall('main', 'sinij')));

    const changed = {
      ...stored.data,
      wheelchairPlaces: 3,
      hearingLoop: true,
      stepFreeEntrance: false,
      accessibleToilet: false,
    };
    const saved = await editor.put(path, changed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(conforms('/admin/v1/towns/{town}/halls/{id}', 'put', 200, saved.body)).toEqual([]);
    expect(accessOf(saved.body.data as Json)).toEqual(accessOf(changed));
    expect(accessOf(await publicHall('main', 'sinij'))).toEqual(accessOf(changed));

    // A client that does not know the features (they are optional in HallInput) changes nothing of them.
    const {
      wheelchairPlaces: _p,
      hearingLoop: _l,
      stepFreeEntrance: _s,
      accessibleToilet: _t,
      ...older
    } = changed;
    const kept = await editor.put(path, { ...older, name: 'Синий зал' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(accessOf(kept.body.data as Json)).toEqual(accessOf(changed));

    // Without wheelchair access there are no places to count: null on both sides.
    const noAccess = await editor.put(path, { ...changed, accessible: false, wheelchairPlaces: null });
    expect(noAccess.status, JSON.stringify(noAccess.body)).toBe(200);
    expect((await publicHall('main', 'sinij')).wheelchairPlaces).toBeNull();
  });

  it('refuses a bad value with a 400 naming the field', async () => {
    const items = (await editor.get('/admin/v1/towns/main/halls?perPage=50')).body.items as Json[];
    const path = `/admin/v1/towns/main/halls/${items[0]!.id}`;
    const data = ((await editor.get(path)).body as Json).data as Json;
    const cases: [Json, string][] = [
      [{ hearingLoop: 'да' }, 'body.hearingLoop'],
      [{ stepFreeEntrance: 1 }, 'body.stepFreeEntrance'],
      [{ accessibleToilet: null }, 'body.accessibleToilet'],
      [{ wheelchairPlaces: 0 }, 'body.wheelchairPlaces'],
      [{ wheelchairPlaces: 2.5 }, 'body.wheelchairPlaces'],
      [{ wheelchairPlaces: 101 }, 'body.wheelchairPlaces'],
      // Places in a hall marked without wheelchair access contradict each other: the service's own check.
      [{ accessible: false, wheelchairPlaces: 2 }, 'body.wheelchairPlaces'],
    ];
    for (const [change, field] of cases) {
      const bad = await editor.put(path, { ...data, ...change });
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(
        (bad.body.errors as Json[]).map((e) => e.field),
        JSON.stringify(change),
      ).toContain(field);
    }
    // Nothing of it was stored.
    expect(accessOf(((await editor.get(path)).body as Json).data)).toEqual(accessOf(data));
  });
});
