// Building blocks shared by the visitor forms: labelled fields with hints and errors, honeypot, phone typing help.
import type { FieldErrors } from '@kino/api/forms';
import { formatPhone } from '@kino/api/phone';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { FormState } from './form-state.ts';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => ReactNode;
}

export function Field({ id, label, hint, error, required = false, className, children }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A free-text field of a visitor form (the callback's comment, the applicant's message), limited to `maxLength`. */
export function TextAreaField({
  id,
  name,
  label,
  hint,
  error,
  rows,
  maxLength,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  rows: number;
  maxLength: number;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {({ required: _r, ...p }) => (
        <textarea {...p} name={name} rows={rows} maxLength={maxLength} defaultValue={defaultValue ?? ''} />
      )}
    </Field>
  );
}

/** A field's hint, referenced by its control's aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null;
}

/** A field's message, referenced by its control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

/**
 * What both visitor forms do with their state: the server's errors and values, or the browser's own check made on
 * submit (a failing check stops the submission and focuses the first invalid field).
 */
export function useVisitorForm<V>(state: FormState<V>, check: (form: HTMLFormElement) => FieldErrors) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentStatus = useRef(state.status);
  // The server's answer to a sending: the focus (and the view) goes to the first field it names, or else to the
  // form's message, which may be far above the button that was pressed.
  useEffect(() => {
    const was = sentStatus.current;
    sentStatus.current = state.status;
    const form = formRef.current;
    if (was !== 'submitting' || state.status !== 'error' || !form) return;
    if (!focusFirstInvalid(form, state.errors ?? {})) form.querySelector<HTMLElement>('.form-alert')?.focus();
  }, [state.status, state.errors]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const found = check(form);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstInvalid(form, found);
    } else {
      setClientErrors(null);
    }
  }
  return {
    errors: clientErrors ?? state.errors ?? {},
    values: state.values ?? ({} as Partial<V>),
    submitting: state.status === 'submitting',
    onSubmit,
    formRef,
  };
}

/**
 * The thank-you that replaces a form once it was sent. It takes the focus, which was on the submit button that is
 * gone now: otherwise it would drop to <body> (and out of a modal dialog).
 */
export function FormSuccess({ title, message }: { title: string; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <div className="form-success" role="status" tabIndex={-1} ref={ref}>
      <p className="form-success-title">{title}</p>
      <p>{message}</p>
    </div>
  );
}

/** A field only bots fill in; people never see or reach it. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Не заполняйте это поле</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * "+375291" → "+375 (29) 1": formats a Belarusian number as it is typed; other input is left alone. Landline codes
 * are 2 to 4 digits long, so a landline is grouped only once it is complete ("+375 (232) 50-10-10").
 */
export function formatPhoneTyping(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('+') && !trimmed.startsWith('375')) return raw;
  const digits = trimmed.replace(/\D/g, '');
  if (!digits.startsWith('375')) return raw;
  const rest = digits.slice(3, 12);
  if (/^(?:1|2[1-4])/.test(rest)) return rest.length === 9 ? formatPhone(`+375${rest}`) : raw;
  let out = '+375';
  if (rest.length > 0) out += ` (${rest.slice(0, 2)}`;
  if (rest.length >= 2) out += ')';
  if (rest.length > 2) out += ` ${rest.slice(2, 5)}`;
  if (rest.length > 5) out += `-${rest.slice(5, 7)}`;
  if (rest.length > 7) out += `-${rest.slice(7, 9)}`;
  return out;
}

/** onInput handler for phone inputs: reformats only while typing at the end, so the caret never jumps. */
export function onPhoneInput(event: React.FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const native = event.nativeEvent as InputEvent;
  if (!native.inputType?.startsWith('insert')) return;
  if (input.selectionStart !== input.value.length) return;
  const next = formatPhoneTyping(input.value);
  if (next !== input.value) input.value = next;
}

/** The submit button: disabled and saying so while the form is on its way. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary" disabled={submitting} aria-disabled={submitting}>
      {submitting ? 'Отправляем…' : children}
    </button>
  );
}

/** Focuses the first field, in form order, that has an error. */
/** Focuses the first field of the form that has an error; false when none of its fields has one. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>): boolean {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && (element as HTMLInputElement).type !== 'hidden') {
      (element as HTMLElement).focus();
      return true;
    }
  }
  return false;
}

export const str = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The form-level message when sending failed (the fields keep what was typed). */
export function FormAlert({ message }: { message?: string | null }) {
  return message ? (
    <p className="form-alert" role="alert" tabIndex={-1}>
      {message}
    </p>
  ) : null;
}

/** The visitor's name and a Belarusian phone number: the first row of both forms. */
export function NameAndPhoneRow({
  id,
  nameLabel,
  values,
  errors,
}: {
  id: (name: string) => string;
  nameLabel: string;
  values: { name?: string; phone?: string };
  errors: { name?: string; phone?: string };
}) {
  return (
    <div className="form-row">
      <Field id={id('name')} label={nameLabel} error={errors.name} required>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" defaultValue={values.name ?? ''} />}
      </Field>
      <Field
        id={id('phone')}
        label="Телефон"
        hint="Белорусский номер: +375 и код оператора"
        error={errors.phone}
        required
      >
        {(p) => (
          <input
            {...p}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+375 (29) 123-45-67"
            defaultValue={values.phone ?? ''}
            onInput={onPhoneInput}
          />
        )}
      </Field>
    </div>
  );
}
