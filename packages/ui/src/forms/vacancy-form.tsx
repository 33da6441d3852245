// The vacancy application: contact details, a cover note and an optional CV, sent as multipart to the site.
import { CV_ACCEPT, LIMITS, MESSAGES, type VacancyFormValues, validateVacancyForm } from '@kino/api/forms';
import { type ComponentProps, useState } from 'react';
import { useHydrated } from '#src/hooks/use-hydrated.ts';
import { AppForm } from '#src/links/links.tsx';
import { ConsentField } from './callback-form.tsx';
import {
  Field,
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

export interface VacancyFormProps {
  state: FormState<VacancyFormValues>;
  /** The vacancy slug, sent as a hidden field. */
  vacancy: string;
}

export function VacancyForm({ state, vacancy }: VacancyFormProps) {
  const { errors, values, submitting, onSubmit, formRef } = useVisitorForm(state, (form) => {
    const data = new FormData(form);
    // Read the file from the input itself: it is what will be sent, and FormData may lag behind scripted uploads.
    const cv = (form.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0] ?? null;
    return validateVacancyForm({
      vacancy,
      name: str(data.get('name')),
      phone: str(data.get('phone')),
      email: str(data.get('email')),
      message: str(data.get('message')),
      consent: data.get('consent') === 'true',
      cv: cv instanceof File && cv.size > 0 ? { name: cv.name, size: cv.size, type: cv.type } : null,
    });
  });
  const id = (name: string) => `vacancy-${name}`;

  if (state.status === 'success')
    return <FormSuccess title="Отклик отправлен" message={state.message ?? MESSAGES.vacancySent} />;

  return (
    <AppForm
      ref={formRef}
      form="vacancy"
      method="post"
      encType="multipart/form-data"
      formKey="vacancy"
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Откликнуться на вакансию"
    >
      <input type="hidden" name="vacancy" value={vacancy} />
      {/* The vacancy itself has no field: a refusal of it (closed meanwhile) is the form's message. */}
      <FormAlert message={state.status === 'error' ? (errors.vacancy ?? state.message) : null} />
      <NameAndPhoneRow id={id} nameLabel="Имя и фамилия" values={values} errors={errors} />
      <Field id={id('email')} label="Электронная почта" error={errors.email}>
        {({ required: _r, ...p }) => (
          <input
            {...p}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.by"
            maxLength={LIMITS.emailMax}
            defaultValue={values.email ?? ''}
          />
        )}
      </Field>
      <TextAreaField
        id={id('message')}
        name="message"
        label="О себе"
        hint={`Опыт, удобный график — до ${LIMITS.messageMax} символов`}
        error={errors.message}
        rows={4}
        maxLength={LIMITS.messageMax}
        defaultValue={values.message}
      />
      <Field id={id('cv')} label="Резюме" hint="PDF, DOC, DOCX или ODT, до 5 МБ" error={errors.cv}>
        {({ required: _r, ...p }) => <CvInput {...p} />}
      </Field>
      <ConsentField id={id('consent')} error={errors.consent} checked={values.consent === true} />
      <Honeypot id={id('website')} />
      <SubmitButton submitting={submitting}>Отправить отклик</SubmitButton>
    </AppForm>
  );
}

/**
 * The CV picker: the native file input (label, keyboard, uploads and no-JS all stay native), dressed after hydration
 * in a Russian button and file name, since the browser's own "Choose File / No file chosen" follows its UI language.
 */
function CvInput(props: Omit<ComponentProps<'input'>, 'type' | 'name' | 'accept' | 'onChange'>) {
  const enhanced = useHydrated();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className={enhanced ? 'file-input is-enhanced' : 'file-input'}>
      <input
        {...props}
        name="cv"
        type="file"
        accept={CV_ACCEPT}
        onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
      />
      {enhanced ? (
        <>
          <span className="file-input-button" aria-hidden="true">
            Выбрать файл
          </span>
          <span className="file-input-name" aria-hidden="true">
            {fileName ?? 'Файл не выбран'}
          </span>
        </>
      ) : null}
    </div>
  );
}
