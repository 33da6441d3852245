// ServicesScreen: placeholder with the final props; the full screen follows.
import type { ServicesPage } from '@kino/api/types';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';

export interface ServicesScreenProps {
  page: ServicesPage;
  callbackForm: CallbackFormProps;
}

export function ServicesScreen(_props: ServicesScreenProps) {
  return <h1>ServicesScreen</h1>;
}
