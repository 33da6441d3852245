import { FaqScreen } from '@kino/ui/screens/faq-screen';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/faq';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, head] = await Promise.all([
    ctx.load('faq', queries.pages.faq(ctx.town)),
    loadHead(ctx, 'Вопросы и ответы'),
  ]);
  return { page, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqScreen page={loaderData.page} />;
}
