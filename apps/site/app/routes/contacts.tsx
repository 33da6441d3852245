// Contacts (route `contacts`): address, phones, hours, map link, departments, the callback form.
import type { CallbackFormValues } from '@kino/api/forms';
import { ContactsScreen } from '@kino/ui/screens/contacts-screen';
import { usePageCallbackForm } from '#src/lib/callback-form.ts';
import { queries } from '#src/lib/content.server.ts';
import { handleFormAction } from '#src/lib/forms.server.ts';
import { loadHead, pageContext } from '#src/lib/page.server.ts';
import { useTown } from '#src/lib/town-data.ts';
import type { Route } from './+types/contacts';

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = pageContext(request);
  const [page, head] = await Promise.all([
    ctx.load('contacts page', queries.pages.contacts(ctx.town)),
    loadHead(ctx, 'Контакты'),
  ]);
  return { page, head };
}

export const action = ({ request, context }: Route.ActionArgs) => handleFormAction(request, context);

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return (
    <ContactsScreen
      page={loaderData.page}
      info={info}
      callbackForm={usePageCallbackForm<CallbackFormValues>()}
    />
  );
}
