// Passwords (decision 100): changing one's own (also the one a temporary password forces), «Забыли пароль» asking
// for a one-time link, and the link's page that sets a new password. The app sends; errors come back as FormErrors.
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { useFocusFirstError } from '#src/admin/components/edit-frame.tsx';
import { EmailField, FormMessage, PasswordField, SubmitButton } from '#src/admin/components/fields.tsx';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { useUnsavedChanges } from '#src/admin/lib/unsaved.ts';

/** The new password, as changing one's own and the e-mailed link ask for it. */
function NewPasswordField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <PasswordField
      label="Новый пароль"
      name="newPassword"
      autoComplete="new-password"
      required
      hint="Не короче 10 символов; лучше несколько слов, которые легко запомнить"
      {...props}
    />
  );
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordChangeScreenProps {
  onSubmit: (values: PasswordChangeValues) => void;
  submitting?: boolean;
  errors?: FormErrors;
  /** The password is temporary (set by an admin): nothing else can be done until it is changed. */
  forced?: boolean;
  /** Said after a change (the app gives the form a new key, so it starts empty). */
  done?: string | null;
}

/** Changing one's own password: the current one, then the new one. */
export function PasswordChangeScreen({
  onSubmit,
  submitting = false,
  errors = {},
  forced = false,
  done,
}: PasswordChangeScreenProps) {
  const [values, setValues] = useState<PasswordChangeValues>({ currentPassword: '', newPassword: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(errors, formRef);
  useUnsavedChanges(values.currentPassword !== '' || values.newPassword !== '');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  }
  return (
    <AdminPage title="Смена пароля">
      <form
        ref={formRef}
        className="adm-form adm-narrow"
        onSubmit={submit}
        noValidate
        aria-label="Смена пароля"
      >
        {forced ? (
          <FormMessage
            tone="success"
            message="Ваш пароль задан администратором и временный. Задайте свой, чтобы продолжить работу."
          />
        ) : null}
        {done ? <FormMessage tone="success" message={done} /> : null}
        <FormMessage message={errors['']} />
        <PasswordField
          label={forced ? 'Временный пароль' : 'Текущий пароль'}
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(currentPassword) => setValues((v) => ({ ...v, currentPassword }))}
          error={errorFor(errors, 'currentPassword')}
        />
        <NewPasswordField
          value={values.newPassword}
          onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
          error={errorFor(errors, 'newPassword')}
        />
        <div className="adm-form-actions">
          <SubmitButton busy={submitting} busyLabel="Сохраняем…">
            Сменить пароль
          </SubmitButton>
        </div>
      </form>
    </AdminPage>
  );
}

/** The sign-in screen's frame: a card in the middle of the page, outside the workspace's shell. */
function Card({ title, children, onSubmit }: { title: string; children: ReactNode; onSubmit: () => void }) {
  return (
    <main className="adm-sign-in" id="main">
      <form
        className="adm-sign-in-card"
        noValidate
        aria-labelledby="password-card-title"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div>
          <p className="adm-page-kicker">Кинотеатр · рабочее место сотрудника</p>
          <h1 id="password-card-title">{title}</h1>
        </div>
        {children}
        <p>
          <AdminLink to="/sign-in">← Ко входу</AdminLink>
        </p>
      </form>
    </main>
  );
}

export interface ForgotPasswordScreenProps {
  onSubmit: (email: string) => void;
  submitting?: boolean;
  errors?: FormErrors;
  /** The request was taken: the same words whether or not the address has an account. */
  sent?: boolean;
}

/** «Забыли пароль»: the e-mail to send a one-time link to. */
export function ForgotPasswordScreen({
  onSubmit,
  submitting = false,
  errors = {},
  sent = false,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState('');
  return (
    <Card title="Забыли пароль" onSubmit={() => !submitting && onSubmit(email.trim())}>
      {sent ? (
        <FormMessage
          tone="success"
          message="Если этот адрес есть в рабочем месте, на него отправлена ссылка для смены пароля. Она действует час и только один раз."
        />
      ) : (
        <p className="adm-note">
          Пришлём на вашу рабочую почту ссылку, по которой можно задать новый пароль.
        </p>
      )}
      <FormMessage message={errors['']} />
      <EmailField value={email} onChange={setEmail} error={errorFor(errors, 'email')} />
      <SubmitButton busy={submitting} busyLabel="Отправляем…" large>
        {sent ? 'Отправить ещё раз' : 'Отправить ссылку'}
      </SubmitButton>
    </Card>
  );
}

export interface ResetPasswordScreenProps {
  onSubmit: (newPassword: string) => void;
  submitting?: boolean;
  /** `token`: the link is used, expired or wrong. */
  errors?: FormErrors;
}

/** The e-mailed link's page: the new password, then the staff member is signed in. */
export function ResetPasswordScreen({ onSubmit, submitting = false, errors = {} }: ResetPasswordScreenProps) {
  const [password, setPassword] = useState('');
  const linkError = errorFor(errors, 'token');
  return (
    <Card title="Новый пароль" onSubmit={() => !submitting && onSubmit(password)}>
      <FormMessage message={linkError ?? errors['']} />
      {linkError ? (
        <p>
          <AdminLink to="/forgot-password">Запросить новую ссылку</AdminLink>
        </p>
      ) : null}
      <NewPasswordField value={password} onChange={setPassword} error={errorFor(errors, 'newPassword')} />
      <SubmitButton busy={submitting} busyLabel="Сохраняем…" large>
        Сохранить и войти
      </SubmitButton>
    </Card>
  );
}
