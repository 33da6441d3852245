// The view of services.tsx (an island: its code loads after the page's first paint).
import type { CallbackFormValues } from '@kino/api/forms';
import { ServicesScreen } from '@kino/ui/screens/services-screen';
import { useFormState } from '#src/forms/form-state.ts';
import type { Route } from './+types/services';

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ServicesScreen
      page={loaderData.page}
      callbackForm={{ state: useFormState<CallbackFormValues>('callback') }}
    />
  );
}
