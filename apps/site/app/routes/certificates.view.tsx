// The view of certificates.tsx (an island: its code loads after the page's first paint).
import type { CallbackFormValues } from '@kino/api/forms';
import { CertificatesScreen } from '@kino/ui/screens/certificates-screen';
import { useFormState } from '#src/forms/form-state.ts';
import type { Route } from './+types/certificates';

export default function Certificates({ loaderData }: Route.ComponentProps) {
  return (
    <CertificatesScreen
      page={loaderData.page}
      callbackForm={{ state: useFormState<CallbackFormValues>('callback') }}
    />
  );
}
