// ContactsScreen: placeholder with the final props; the full screen follows.
import type { ContactsPage, Info } from '@kino/api/types';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';

export interface ContactsScreenProps {
  page: ContactsPage;
  info: Info;
  callbackForm: CallbackFormProps;
}

export function ContactsScreen(_props: ContactsScreenProps) {
  return <h1>ContactsScreen</h1>;
}
