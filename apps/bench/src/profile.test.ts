import { Session } from 'node:inspector';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, type CpuProfile, describeProfile, summariseProfile } from '#src/profile.ts';

const root = '/repo';

describe('areas of a profile', () => {
  it('names packages (also inside the pnpm store), node parts, our packages and GC', () => {
    const dom = 'file:///repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/server.js';
    expect(areaOf(dom, 'render', root)).toBe('react-dom');
    expect(
      areaOf(
        'file:///repo/node_modules/.pnpm/@fastify+compress@9/node_modules/@fastify/compress/i.js',
        'f',
        root,
      ),
    ).toBe('@fastify/compress');
    expect(areaOf('node:internal/deps/undici/undici', 'fetch', root)).toBe('node fetch (undici)');
    expect(areaOf('file:///repo/apps/site/build/server/index.js', 'loader', root)).toBe('apps/site');
    expect(areaOf('', '(garbage collector)', root)).toBe('GC');
    expect(areaOf('', '(idle)', root)).toBe('idle');
    expect(areaOf('wasm://wasm/pglite-0a1b', 'f', root)).toBe('wasm');
  });

  it('sums self time per area as a share of the busy time', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 } },
        { id: 2, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
        {
          id: 3,
          callFrame: {
            functionName: 'renderToPipeableStream',
            url: 'file:///repo/node_modules/react-dom/s.js',
            lineNumber: 9,
          },
        },
        {
          id: 4,
          callFrame: {
            functionName: 'loader',
            url: 'file:///repo/apps/site/build/server/index.js',
            lineNumber: 0,
          },
        },
      ],
      samples: [2, 3, 3, 3, 4, 2],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 5000],
      startTime: 0,
      endTime: 10_000,
    };
    const summary = summariseProfile(profile, root);
    expect(summary.wallMs).toBe(10);
    expect(summary.idlePct).toBe(60);
    expect(summary.areas).toEqual([
      { area: 'react-dom', pct: 75 },
      { area: 'apps/site', pct: 25 },
    ]);
    expect(summary.functions[0]).toEqual({
      name: 'renderToPipeableStream s.js:10',
      area: 'react-dom',
      pct: 75,
    });
    expect(describeProfile(summary)).toBe(
      'profile (busy time): react-dom 75 %, apps/site 25 %; top functions: renderToPipeableStream s.js:10 75 %, ' +
        'loader index.js:1 25 %; thread idle 60 % of 10 ms',
    );
  });

  it('leaves out the profiler starting itself', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
        { id: 2, callFrame: frame('', 'file:///repo/apps/bench/src/profiler-preload.mjs'), children: [3] },
        { id: 3, callFrame: frame('dispatch', ''), children: [] },
        { id: 4, callFrame: frame('render', 'file:///repo/node_modules/react-dom/s.js'), children: [] },
      ],
      samples: [3, 3, 3, 4],
      timeDeltas: [1000, 1000, 1000, 1000],
      startTime: 0,
      endTime: 4000,
    };
    expect(summariseProfile(profile, root).areas).toEqual([{ area: 'react-dom', pct: 100 }]);
  });

  it('finds this very test as the busy area of a real profile', async () => {
    const session = new Session();
    session.connect();
    const post = <T>(method: string, params?: object) =>
      new Promise<T>((ok, fail) => session.post(method, params ?? {}, (e, r) => (e ? fail(e) : ok(r as T))));
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    // Plain arithmetic in this file, the clock read rarely: builtins (Math, Date.now) count as 'native', and on a
    // loaded machine they outweighed the loop.
    const until = Date.now() + 300;
    let x = 1;
    while (Date.now() < until) for (let i = 0; i < 200_000; i++) x = (x * 48271 + i) % 2147483647;
    const { profile } = await post<{ profile: CpuProfile }>('Profiler.stop');
    session.disconnect();
    expect(x).toBeGreaterThan(0);
    const summary = summariseProfile(profile, resolve(import.meta.dirname, '../../..'));
    expect(summary.areas[0]?.area).toBe('apps/bench');
    expect(summary.areas[0]?.pct).toBeGreaterThan(50);
  });
});
