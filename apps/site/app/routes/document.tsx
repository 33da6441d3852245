import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/document';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const document = await ctx.load('document', queries.documents.detail(ctx.town, params.documents));
  return { document, head: await loadHead(ctx, document.title) };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('document', () => import('./document.view.tsx'));
