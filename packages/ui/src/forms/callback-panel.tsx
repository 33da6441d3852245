// The callback form as a page's closing section (certificates, services, contacts): a heading, a line on what
// happens next, the form. `#callback` is where the header's «Заказать звонок» lands without JavaScript.
import { FORM_ANCHORS } from '@kino/api/forms';
import { CallbackForm, type CallbackFormProps } from './callback-form.tsx';

export interface CallbackPanelProps {
  /** Unique on the page: names the heading the section is labelled by. */
  id: string;
  title: string;
  lead: string;
  form: CallbackFormProps;
}

export function CallbackPanel({ id, title, lead, form }: CallbackPanelProps) {
  return (
    <section className="panel section" id={FORM_ANCHORS.callback} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="panel-lead">{lead}</p>
      <CallbackForm {...form} />
    </section>
  );
}
