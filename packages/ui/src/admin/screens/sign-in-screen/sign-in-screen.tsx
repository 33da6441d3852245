// The staff sign-in: e-mail and password; the app sends them and hands back errors (wrong password, locked, …).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { EmailField, FormMessage, PasswordField, SubmitButton } from '#src/admin/components/fields.tsx';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInScreenProps {
  onSubmit: (values: SignInValues) => void;
  submitting?: boolean;
  /** Field errors and, under `''`, the form's message (from the API's problem+json). */
  errors?: FormErrors;
  /** Why the staff member is here, e.g. after the session expired. */
  notice?: string;
  initialEmail?: string;
}

export function SignInScreen({
  onSubmit,
  submitting = false,
  errors = {},
  notice,
  initialEmail = '',
}: SignInScreenProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // A failed attempt moves focus to the first field with an error, or to the message (a wrong password has no field).
  useEffect(() => {
    const form = formRef.current;
    if (!form || Object.keys(errors).length === 0) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [errors]);
  // Arriving with a notice (signed out, the session ended), the focus goes to it, so it is read and not lost.
  useEffect(() => {
    if (notice) formRef.current?.querySelector<HTMLElement>('[role="status"]')?.focus();
  }, [notice]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    onSubmit({ email: email.trim(), password });
  }
  return (
    <main className="adm-sign-in" id="main">
      <form
        ref={formRef}
        className="adm-sign-in-card"
        onSubmit={submit}
        noValidate
        aria-labelledby="sign-in-title"
      >
        <div>
          <p className="adm-page-kicker">Кинотеатр · рабочее место сотрудника</p>
          <h1 id="sign-in-title">Вход</h1>
        </div>
        {notice ? <FormMessage message={notice} tone="success" /> : null}
        <FormMessage message={errors['']} />
        <EmailField value={email} onChange={setEmail} error={errorFor(errors, 'email')} />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={errorFor(errors, 'password')}
        />
        <SubmitButton busy={submitting} busyLabel="Входим…" large>
          Войти
        </SubmitButton>
        <p>
          <AdminLink to="/forgot-password">Забыли пароль?</AdminLink>
        </p>
      </form>
    </main>
  );
}
