import { queries } from '#src/content-client/content.server.ts';
import { loadHead, pageContext, pageParam, withinPages } from '#src/content-client/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import { island } from '#src/render/island.tsx';
import type { Route } from './+types/documents';

export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = pageContext(url, context);
  const [documents, head] = await Promise.all([
    ctx.load('documents', queries.documents.list(ctx.town, { page: pageParam(ctx.url) })).then(withinPages),
    loadHead(ctx, 'Документы'),
  ]);
  return { documents, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default island('documents', () => import('./documents.view.tsx'));
