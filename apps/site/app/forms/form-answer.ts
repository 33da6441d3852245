// What the form route answers, and where a visitor form is sent: shared by the server pipeline and the browser.
import { CALLBACK_DIALOG_ANCHOR, FORM_ANCHORS, type VisitorForm } from '@kino/api/forms';
import { PAGE_QUERY } from '@kino/api/routes';
import { TOWN_PREFIX, type Town } from '@kino/api/towns';

/** The form route's answer: success, or what failed with what the visitor typed (never a file). */
export interface FormAnswer {
  /** The form instance (`callback`, `callback-dialog-form`, `vacancy`), so only that form shows the answer. */
  form: string;
  status: 'success' | 'error';
  values?: Record<string, string | boolean>;
  errors?: Partial<Record<string, string>>;
  message?: string;
}

export function isFormAnswer(value: unknown): value is FormAnswer {
  return typeof value === 'object' && value !== null && 'form' in value && 'status' in value;
}

/**
 * What a visitor typed, from the form data a script sends: the text fields (a file is never given back), the consent
 * box as a boolean. The form shows them while it is being sent and after the network failed.
 */
export function typedValues(formData: FormData): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = Object.fromEntries(
    [...formData.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { ...values, consent: values.consent === 'true' };
}

/** The query parameter a success without JavaScript carries back (`?sent=<form>`): the page shows its thank-you. */
export const SENT_PARAM = PAGE_QUERY.sent;

/** The hidden field a script fills with the form's seed of the Idempotency-Key as it sends it (form-state.ts). */
export const SUBMISSION_FIELD = '_submission';

/** How a form was sent, in the form route's query: known before (and without) reading the body. */
export interface FormSubmission {
  form: VisitorForm;
  /** The form instance, e.g. `callback-dialog-form`. */
  key: string;
  /** The page it was sent from, path and query: where the visitor goes back to. */
  from: string;
  /** Sent by a script (a fetcher): the answer is data, not a page. */
  byScript: boolean;
}

/** The id of the element a form instance sits in: the dialog's for the dialog's form, else its form's. */
export function formAnchor(form: VisitorForm, key: string): string {
  return key.startsWith(CALLBACK_DIALOG_ANCHOR) ? CALLBACK_DIALOG_ANCHOR : FORM_ANCHORS[form];
}

/**
 * The form route of a town: every page's forms post here (`/forms/callback/?key=…&from=…`, `/rechitsa/forms/…`).
 * Sent without JavaScript, the address ends in the form's anchor: the page answered with what failed opens at the
 * form, not at its top (a fetcher's request has no fragment).
 */
export function formRoutePath(town: Town, { form, key, from, byScript }: FormSubmission): string {
  const query = new URLSearchParams({ key, from });
  if (byScript) query.set('js', '1');
  return `${TOWN_PREFIX[town]}/forms/${form}/?${query}${byScript ? '' : `#${formAnchor(form, key)}`}`;
}

/** The submission a form route's URL describes; `from` falls back to the town's home unless it is a local path. */
export function formSubmissionOf(url: URL, form: VisitorForm, home: string): FormSubmission {
  const key = url.searchParams.get('key') ?? '';
  const from = url.searchParams.get('from') ?? '';
  // Only a path of this site (not `//host`, not a URL): the answer never leads elsewhere.
  const local = /^\/(?![/\\])/.test(from) && new URL(from, 'http://site.invalid').host === 'site.invalid';
  return {
    form,
    key: /^[a-z][a-z-]{0,39}$/.test(key) ? key : form,
    from: local ? from : home,
    byScript: url.searchParams.get('js') === '1',
  };
}
