import { DocumentScreen } from '@kino/ui/screens/document-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/document';

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const document = await ctx.load('document', queries.documents.detail(ctx.town, params.documents));
  return { document, head: await loadHead(ctx, document.title) };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  return <DocumentScreen document={loaderData.document} />;
}
