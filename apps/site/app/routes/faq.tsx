import { FaqScreen } from '@kino/ui/screens/faq-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/faq';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [page, head] = await Promise.all([
    ctx.load('faq', queries.pages.faq(ctx.town)),
    loadHead(ctx, 'Вопросы и ответы'),
  ]);
  return { page, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqScreen page={loaderData.page} />;
}
