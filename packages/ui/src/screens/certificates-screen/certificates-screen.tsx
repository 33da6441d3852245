// CertificatesScreen: placeholder with the final props; the full screen follows.
import type { CertificatesPage } from '@kino/api/types';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';

export interface CertificatesScreenProps {
  page: CertificatesPage;
  callbackForm: CallbackFormProps;
}

export function CertificatesScreen(_props: CertificatesScreenProps) {
  return <h1>CertificatesScreen</h1>;
}
