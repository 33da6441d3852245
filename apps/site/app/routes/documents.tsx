import { DocumentsScreen } from '@kino/ui/screens/documents-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext, pageParam } from '#src/lib/page.server.ts';
import type { Route } from './+types/documents';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [documents, head] = await Promise.all([
    ctx.load('documents', queries.documents.list(ctx.town, { page: pageParam(ctx.url) })),
    loadHead(ctx, 'Документы'),
  ]);
  return { documents, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Documents({ loaderData }: Route.ComponentProps) {
  return <DocumentsScreen documents={loaderData.documents} />;
}
