// Contacts (route `contacts`): address with the map, phones, hours and whether open now, departments, the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { ContactsScreen } from '@kino/ui/screens/contacts-screen';
import { siteNow } from '#src/content/clock.server.ts';
import { queries } from '#src/content/content.server.ts';
import { loadHead, pageContext } from '#src/content/page.server.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { pageMeta } from '#src/head/meta.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/contacts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const [page, head] = await Promise.all([
    ctx.load('contacts page', queries.pages.contacts(ctx.town)),
    loadHead(ctx, 'Контакты'),
  ]);
  return { page, head, now: siteNow().toISOString() };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return (
    <ContactsScreen
      page={loaderData.page}
      info={info}
      now={loaderData.now}
      callbackForm={{ state: useFormState<CallbackFormValues>('callback') }}
    />
  );
}
