// Spec §7: builds/meta/{buildId}.json, the build manifest the browser reads for the route rules (spec §8).
// Served by the server, not written at build time, so rules set at run time (SITE_ROUTE_RULES) are in it too.
import { serverValuesContext } from '#src/request/context.server.ts';
import type { Route } from './+types/build-meta';

declare const __BUILD_ID__: string;

export function loader({ params, context }: Route.LoaderArgs) {
  const id = params.file.replace(/\.json$/, '');
  // Only the running build's manifest exists: an old page asking for its own gets a 404 (and logs it, spec §8).
  if (!params.file.endsWith('.json') || id !== __BUILD_ID__) throw new Response('Not Found', { status: 404 });
  return Response.json(
    { id, routeRules: context.get(serverValuesContext).routeRules, prerendered: [] },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
