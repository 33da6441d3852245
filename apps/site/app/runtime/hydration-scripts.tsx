// React Router's <Scripts>, with the hydration started once the page has loaded (issue 12, first paint; decision 022).
// The server's HTML is the whole page — links are links, forms post without JavaScript — so the scripts that make it
// an app wait for the document, its stylesheet and its first poster instead of competing with them for the network
// and the main thread: no modulepreload in the head, and the module code React Router would run at once is kept in an
// inert script until the page has loaded and painted (or LOAD_WAIT_MS, for an image that never arrives).
import { type ContextType, useContext } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  Scripts,
} from 'react-router';

/** The type of the inert script holding the hydration's module code until it starts. */
const DEFERRED_MODULE_TYPE = 'text/x-module-after-load';

/** The longest the hydration waits for the load event: an image that never arrives must not keep the page inert. */
const LOAD_WAIT_MS = 3_000;

/**
 * Starts the module code of the inert script before it: the modules it needs, preloaded at once (one round trip, not
 * a waterfall of imports), then the code as a module script (allowed by the page's policy: the hash of the inert script's text). Run once: two painted frames after
 * the window's load event — the frames that show what has just loaded, the posters, before any script competes with
 * them — or after LOAD_WAIT_MS, whichever comes first.
 */
const STARTER = `(function(code){var started=false;function start(){if(started)return;started=true;code.getAttribute('data-preload').split(' ').forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.textContent=code.textContent;document.body.appendChild(script)}function afterPaint(run){requestAnimationFrame(function(){setTimeout(run,0)})}function loaded(){afterPaint(function(){afterPaint(start)})}if(document.readyState==='complete')loaded();else addEventListener('load',loaded);setTimeout(start,${LOAD_WAIT_MS})})(document.currentScript.previousElementSibling)`;

/** What React Router's <Scripts> puts on `window` before the loader data streams in (its own words, 7.18). */
const STREAM_SCRIPT =
  'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';

type Framework = NonNullable<ContextType<typeof FrameworkContext>>;
type RouteEntry = NonNullable<Framework['manifest']['routes'][string]>;

/** The modules of a route React Router imports to hydrate it, as `<Scripts>` lists them. */
function routeChunks(route: RouteEntry): string[] {
  return [
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    route.module,
  ].filter((module): module is string => Boolean(module));
}

/** React Router's hydration module code for these routes: the manifest, the route modules, then the entry. */
function moduleCode(manifest: Framework['manifest'], routes: RouteEntry[]): string {
  const imports = routes.map((route, index) => {
    const chunks = routeChunks(route);
    if (chunks.length === 1) return `import * as route${index} from ${JSON.stringify(chunks[0])};`;
    const names = chunks.map((_, chunk) => `route${index}_${chunk}`);
    const lines = chunks.map(
      (module, chunk) => `import * as ${names[chunk]} from ${JSON.stringify(module)};`,
    );
    return [...lines, `const route${index} = {${names.map((name) => `...${name}`).join(',')}};`].join('\n');
  });
  const modules = routes.map((route, index) => `${JSON.stringify(route.id)}:route${index}`).join(',');
  return [
    `import ${JSON.stringify(manifest.url)};`,
    ...imports,
    `window.__reactRouterRouteModules = {${modules}};`,
    `import(${JSON.stringify(manifest.entry.module)});`,
  ].join('\n');
}

/** Every module the hydration imports statically (React Router's own preload list): preloaded together. */
function preloads(manifest: Framework['manifest'], routes: RouteEntry[]): string[] {
  const hrefs = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
  for (const route of routes) hrefs.push(...routeChunks(route), ...(route.imports ?? []));
  return [...new Set(hrefs)];
}

export function HydrationScripts() {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  // React Router's own scripts where this does not apply: the dev server (its hot reload needs its runtime at once),
  // a route manifest discovered lazily or integrity hashes (neither is used here).
  if (
    !framework ||
    !state ||
    framework.manifest.hmr ||
    framework.manifest.sri ||
    framework.isSpaMode ||
    framework.routeDiscovery.mode !== 'initial'
  )
    return <Scripts />;
  // The loader data streams in as scripts only once the scripts are rendered (React Router's StreamTransfer).
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  // In the browser the scripts have run: React keeps the server's text (suppressHydrationWarning), as <Scripts> does,
  // and the client bundle carries none of it (import.meta.env.SSR is false there).
  if (!import.meta.env.SSR)
    return (
      <>
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
        <script
          type={DEFERRED_MODULE_TYPE}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ' ' }}
        />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
      </>
    );
  const { manifest, serverHandoffString } = framework;
  const routes = state.matches
    .map((match) => manifest.routes[match.route.id])
    .filter((r): r is RouteEntry => !!r);
  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: `window.__reactRouterContext = ${serverHandoffString};${STREAM_SCRIPT}`,
        }}
      />
      <script
        type={DEFERRED_MODULE_TYPE}
        data-preload={preloads(manifest, routes).join(' ')}
        dangerouslySetInnerHTML={{ __html: moduleCode(manifest, routes) }}
      />
      <script dangerouslySetInnerHTML={{ __html: STARTER }} />
    </>
  );
}
