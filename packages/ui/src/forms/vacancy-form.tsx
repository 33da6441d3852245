// The vacancy application form: placeholder with the final props; the full form follows.
import type { VacancyFormValues } from '@kino/api/forms';
import type { LinkTarget } from '#src/links/routes.ts';
import type { FormState } from './form-state.ts';

export type { FormState };

export interface VacancyFormProps {
  action: LinkTarget;
  state: FormState<VacancyFormValues>;
  /** The vacancy slug, sent as a hidden field. */
  vacancy: string;
  consentLink: LinkTarget;
}

export function VacancyForm(_props: VacancyFormProps) {
  return <form method="post" encType="multipart/form-data" />;
}
