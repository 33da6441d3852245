// The callback form of a page (contacts, services, certificates): posts to the page itself.
import type { CallbackFormProps } from '@kino/ui/forms/callback-form';
import { useLocation } from 'react-router';
import { useFormState } from '#src/lib/form-state.ts';
import { currentTarget, useCurrentRoute } from '#src/lib/route-info.ts';

export const PERSONAL_DATA_DOCUMENT = {
  name: 'documents-documents',
  params: { documents: 'personal-data' },
} as const;

export function usePageCallbackForm<V>(): CallbackFormProps {
  const route = useCurrentRoute();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('sent');
  return {
    action: currentTarget(route, query.toString()),
    state: useFormState<V>('callback') as CallbackFormProps['state'],
    consentLink: { ...PERSONAL_DATA_DOCUMENT, params: { ...PERSONAL_DATA_DOCUMENT.params } },
  };
}
