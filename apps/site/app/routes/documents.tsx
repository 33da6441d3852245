import { DocumentsScreen } from '@kino/ui/screens/documents-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext, pageParam } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/documents';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [documents, head] = await Promise.all([
    ctx.load('documents', queries.documents.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Документы'),
  ]);
  return { documents, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Documents({ loaderData }: Route.ComponentProps) {
  return <DocumentsScreen documents={loaderData.documents} />;
}
