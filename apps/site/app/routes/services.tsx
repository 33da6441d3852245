// Services and hall rental (route `services`) with the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { ServicesScreen } from '@kino/ui/screens/services-screen';
import { usePageCallbackForm } from '#src/lib/callback-form.ts';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import type { Route } from './+types/services';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, head] = await Promise.all([
    ctx.load('services', queries.pages.services(ctx.town)),
    loadHead(ctx, 'Услуги'),
  ]);
  return { page, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesScreen page={loaderData.page} callbackForm={usePageCallbackForm<CallbackFormValues>()} />;
}
