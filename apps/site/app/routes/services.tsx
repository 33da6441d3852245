// Services and hall rental (route `services`) with the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { ServicesScreen } from '@kino/ui/screens/services-screen';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { pageMeta } from '#src/head/meta.ts';
import type { Route } from './+types/services';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [page, head] = await Promise.all([
    ctx.load('services', queries.pages.services(ctx.town)),
    loadHead(ctx, 'Услуги'),
  ]);
  return { page, head };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ServicesScreen
      page={loaderData.page}
      callbackForm={{ state: useFormState<CallbackFormValues>('callback') }}
    />
  );
}
