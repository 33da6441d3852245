// The view of contacts.tsx (an island: its code loads after the page's first paint).
import type { CallbackFormValues } from '@kino/api/forms';
import { ContactsScreen } from '@kino/ui/screens/contacts-screen';
import { useFormState } from '#src/forms/form-state.ts';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/contacts';

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
