// The «Перезвоните мне» form: the site decides where it is sent; it checks itself first and keeps what was typed.
import {
  CALLBACK_TOPICS,
  type CallbackFormValues,
  CONSENT_DOCUMENT,
  LIMITS,
  MESSAGES,
  PREFERRED_TIMES,
  validateCallbackForm,
} from '@kino/api/forms';
import type { LinkTarget } from '@kino/api/routes';
import { AppForm, AppLink } from '#src/links/links.tsx';
import type { CallbackTopic } from './callback-link.tsx';
import {
  Field,
  FieldError,
  FormAlert,
  FormSuccess,
  Honeypot,
  NameAndPhoneRow,
  SubmitButton,
  str,
  TextAreaField,
  useVisitorForm,
} from './fields.tsx';
import type { FormState } from './form-state.ts';

export type { FormState };

export interface CallbackFormProps {
  state: FormState<CallbackFormValues>;
  /** Prefix for element ids and the form's instance name, when two callback forms share a page. */
  idPrefix?: string;
  /** The topic chosen where the form was opened («Заказать» on a certificate); what was typed wins over it. */
  topic?: CallbackTopic;
  /** What was ordered there («Заказ: «…»»): the comment starts with it; what was typed wins over it. */
  subject?: string;
}

export function CallbackForm({ state, idPrefix = 'callback', topic, subject }: CallbackFormProps) {
  const { errors, values, submitting, onSubmit, formRef } = useVisitorForm(state, (form) => {
    const data = new FormData(form);
    return validateCallbackForm({
      name: str(data.get('name')),
      phone: str(data.get('phone')),
      preferredTime: str(data.get('preferredTime')),
      topic: str(data.get('topic')) || undefined,
      comment: str(data.get('comment')),
      consent: data.get('consent') === 'true',
    });
  });
  const id = (name: string) => `${idPrefix}-${name}`;

  if (state.status === 'success')
    return <FormSuccess title="Заявка принята" message={state.message ?? MESSAGES.callbackSent} />;

  return (
    <AppForm
      ref={formRef}
      form="callback"
      method="post"
      formKey={idPrefix}
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Заказать обратный звонок"
    >
      <FormAlert message={state.status === 'error' ? state.message : null} />
      <NameAndPhoneRow id={id} nameLabel="Имя" values={values} errors={errors} />
      <div className="form-row">
        <Field id={id('preferredTime')} label="Когда перезвонить" error={errors.preferredTime} required>
          {(p) => (
            <select {...p} name="preferredTime" defaultValue={values.preferredTime ?? 'asap'}>
              {PREFERRED_TIMES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('topic')} label="Тема" error={errors.topic}>
          {({ required: _r, ...p }) => (
            // Keyed by the topic asked for, so opening the dialog from another «Заказать» selects its topic.
            <select {...p} key={topic ?? ''} name="topic" defaultValue={values.topic ?? topic ?? ''}>
              <option value="">Не выбрана</option>
              {CALLBACK_TOPICS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextAreaField
        // Keyed like the topic: opening the dialog from another «Заказать» starts the comment with its subject.
        key={subject ?? ''}
        id={id('comment')}
        name="comment"
        label="Комментарий"
        hint={`До ${LIMITS.commentMax} символов`}
        error={errors.comment}
        rows={3}
        maxLength={LIMITS.commentMax}
        defaultValue={values.comment ?? (subject ? `${subject}. ` : undefined)}
      />
      <ConsentField id={id('consent')} error={errors.consent} checked={values.consent === true} />
      <Honeypot id={id('website')} />
      <SubmitButton submitting={submitting}>Перезвоните мне</SubmitButton>
    </AppForm>
  );
}

export function ConsentField({
  id,
  error,
  checked,
  link = CONSENT_DOCUMENT,
}: {
  id: string;
  error?: string;
  checked: boolean;
  /** The personal-data policy; every visitor form links the same one. */
  link?: LinkTarget;
}) {
  return (
    <div className={`field field-check${error ? ' has-error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name="consent"
        value="true"
        defaultChecked={checked}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>
        Я согласен(на) на обработку персональных данных
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p className="field-hint field-check-hint">
        {/* A new tab: reading the policy must not cost what was typed, nor open under the dialog. */}
        <AppLink to={link} target="_blank" rel="noopener">
          Политика обработки персональных данных
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </AppLink>
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
