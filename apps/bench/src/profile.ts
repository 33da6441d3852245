// Where a server spends its CPU under load: a V8 CPU profile summarised by package/area and by function.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  wallMs: number;
  /** Share of the wall time the thread was idle (waiting for I/O). */
  idlePct: number;
  /** Share of the busy time per area (npm package, node core, our package, GC). */
  areas: { area: string; pct: number }[];
  functions: { name: string; area: string; pct: number }[];
}

/** The area a frame belongs to: an npm package, a part of node, one of our packages, GC. */
export function areaOf(url: string, functionName: string, repoRoot: string): string {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)' || url === '') return 'native';
  if (url.startsWith('wasm://')) return 'wasm';
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) {
    if (url.includes('undici')) return 'node fetch (undici)';
    if (url.includes('zlib')) return 'node zlib';
    if (url.includes('http')) return 'node http';
    return 'node core';
  }
  try {
    const path = relative(repoRoot, url.startsWith('file:') ? fileURLToPath(url) : url);
    if (!path.startsWith('..')) return path.split('/').slice(0, 2).join('/');
  } catch {}
  return 'other';
}

/** Node ids under a frame of the profiler preload: starting/stopping the profiler itself, not the server's work. */
function profilerOwnNodes(profile: CpuProfile): Set<number> {
  const own = new Set<number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const visit = (id: number, inside: boolean) => {
    const node = byId.get(id);
    if (!node) return;
    const mine = inside || node.callFrame.url.endsWith('profiler-preload.mjs');
    if (mine) own.add(id);
    for (const child of node.children ?? []) visit(child, mine);
  };
  const children = new Set(profile.nodes.flatMap((n) => n.children ?? []));
  for (const root of profile.nodes.filter((n) => !children.has(n.id))) visit(root.id, false);
  return own;
}

export function summariseProfile(profile: CpuProfile, repoRoot: string): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const skip = profilerOwnNodes(profile);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (skip.has(id)) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  let idle = 0;
  let busy = 0;
  const areas = new Map<string, number>();
  const functions = new Map<string, { area: string; us: number }>();
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const area = areaOf(frame.url, frame.functionName, repoRoot);
    if (area === 'idle') {
      idle += us;
      continue;
    }
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const file = frame.url.split('/').pop() || frame.url;
    const name = `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
    const fn = functions.get(name) ?? { area, us: 0 };
    fn.us += us;
    functions.set(name, fn);
  }
  const pct = (us: number, of: number) => (of > 0 ? Math.round((us / of) * 1000) / 10 : 0);
  const wall = idle + busy;
  return {
    wallMs: Math.round(wall / 1000),
    idlePct: pct(idle, wall),
    areas: [...areas].sort((a, b) => b[1] - a[1]).map(([area, us]) => ({ area, pct: pct(us, busy) })),
    functions: [...functions]
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, 15)
      .map(([name, f]) => ({ name, area: f.area, pct: pct(f.us, busy) })),
  };
}

/** `react-dom 38 %, apps/site 21 %, GC 9 %…; idle 12 %` — the profile in one line. */
export function describeProfile(p: ProfileSummary, top = 5): string {
  const areas = p.areas
    .slice(0, top)
    .map((a) => `${a.area} ${Math.round(a.pct)} %`)
    .join(', ');
  const functions = p.functions
    .slice(0, 3)
    .map((f) => `${f.name} ${Math.round(f.pct)} %`)
    .join(', ');
  return `profile (busy time): ${areas}; top functions: ${functions}; thread idle ${Math.round(p.idlePct)} % of ${p.wallMs} ms`;
}
