// The «Перезвоните мне» form: placeholder with the final props; the full form follows.
import type { CallbackFormValues } from '@kino/api/forms';
import type { LinkTarget } from '#src/links/routes.ts';
import type { FormState } from './form-state.ts';

export type { FormState };

export interface CallbackFormProps {
  /** The page the form posts to; the site handles it in a route action. */
  action: LinkTarget;
  state: FormState<CallbackFormValues>;
  /** The personal-data document the consent checkbox links to. */
  consentLink: LinkTarget;
  /** Prefix for element ids, when two callback forms share a page. */
  idPrefix?: string;
}

export function CallbackForm(_props: CallbackFormProps) {
  return <form method="post" />;
}
