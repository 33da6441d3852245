// One application: every field the visitor sent, the consent they gave, the CV as a download, the status with a note,
// its history, and deletion after a confirmation.
import { formatDateTime } from '@kino/api/cinema-time';
import { CALLBACK_TOPICS, PREFERRED_TIMES } from '@kino/api/forms';
import { formatPhone } from '@kino/api/phone';
import type { Application, ApplicationStatus, ApplicationStatusInput } from '@kino/api/types';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { ApplicationStatusBadge } from '#src/admin/components/application-status-badge.tsx';
import { ConfirmDialog } from '#src/admin/components/dialog.tsx';
import { FormMessage, optionsOf, SelectField, TextArea } from '#src/admin/components/fields.tsx';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_STATUS_LABEL,
  formatFileSize,
} from '#src/admin/lib/applications.ts';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';

export interface InboxDetailScreenProps {
  /** Absent while it loads or when it failed to. */
  application?: Application;
  state: LoadState;
  onRetry?: () => void;
  /** The list it was opened from (its filters kept). */
  back: { to: string; label: string };
  /** The API address of the CV (a plain link: the service sends it as an attachment). */
  cvHref?: string;
  /** Admins: the personal data access log of this application. */
  logHref?: string;
  onStatusChange: (input: ApplicationStatusInput) => void;
  onDelete: () => void;
  saving?: boolean;
  deleting?: boolean;
  errors?: FormErrors;
  notice?: string | null;
}

const STATUS_OPTIONS = optionsOf(APPLICATION_STATUS_LABEL);
const label = <V extends string>(options: readonly { value: V; label: string }[], value: V | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? value);

export function InboxDetailScreen(props: InboxDetailScreenProps) {
  const { application, state, onRetry, back } = props;
  return (
    <AdminPage
      title={application ? `${APPLICATION_KIND_LABEL[application.kind]}: ${application.name}` : 'Заявка'}
      back={back}
    >
      <LoadGate state={state} onRetry={onRetry} back={{ to: back.to, label: 'Вернуться к заявкам' }}>
        {() => (application ? <Details {...props} application={application} /> : null)}
      </LoadGate>
    </AdminPage>
  );
}

function Details({
  application: a,
  cvHref,
  logHref,
  onStatusChange,
  onDelete,
  saving,
  deleting,
  errors = {},
  notice,
}: InboxDetailScreenProps & { application: Application }) {
  const [confirming, setConfirming] = useState(false);
  const rows: [string, ReactNode][] = [
    ['Состояние', <ApplicationStatusBadge key="s" status={a.status} />],
    ['Получена', formatDateTime(a.receivedAt)],
    ['Имя', a.name],
    [
      'Телефон',
      <a key="p" href={`tel:${a.phone}`}>
        {formatPhone(a.phone)}
      </a>,
    ],
  ];
  if (a.email)
    rows.push([
      'Эл. почта',
      <a key="e" href={`mailto:${a.email}`}>
        {a.email}
      </a>,
    ]);
  if (a.vacancy) rows.push(['Вакансия', a.vacancy.title ?? `${a.vacancy.slug} (вакансия удалена)`]);
  const preferred = label(PREFERRED_TIMES, a.preferredTime);
  if (preferred) rows.push(['Когда перезвонить', preferred]);
  const topic = label(CALLBACK_TOPICS, a.topic);
  if (topic) rows.push(['Тема', topic]);
  // What the visitor wrote, with its line breaks.
  const written = (text: string) => (
    <span key="w" className="adm-pre">
      {text}
    </span>
  );
  if (a.comment) rows.push(['Комментарий', written(a.comment)]);
  if (a.message) rows.push(['Сопроводительное письмо', written(a.message)]);
  if (a.kind === 'vacancy')
    rows.push([
      'Резюме',
      a.cv && cvHref ? (
        // `download`: saved, never opened in the workspace (the service also sends it as an attachment).
        <a key="cv" href={cvHref} download={a.cv.filename ?? true}>
          Скачать резюме{a.cv.filename ? ` «${a.cv.filename}»` : ''} ({formatFileSize(a.cv.size)})
        </a>
      ) : (
        'не приложено'
      ),
    ]);
  rows.push([
    'Согласие на обработку данных',
    a.consent
      ? `редакция ${a.consent.version}, дано ${formatDateTime(a.consent.at)}`
      : 'не записано (заявка получена до того, как согласие стали хранить)',
  ]);

  return (
    <div className="adm-form-layout">
      <div className="adm-form">
        {notice ? <FormMessage message={notice} tone="success" /> : null}
        <section className="adm-panel" aria-labelledby="application-fields">
          <h2 id="application-fields" className="adm-panel-title">
            Данные заявки
          </h2>
          <dl className="adm-details">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <StatusForm
          // A new status or note resets the form to what is stored.
          key={`${a.status}-${a.history.length}`}
          status={a.status}
          noteHint={
            a.kind === 'vacancy'
              ? 'Что сделано: позвонили, назначили собеседование… Без лишних персональных данных.'
              : 'Что сделано: перезвонили, ответили на вопрос, передали коллегам… Без лишних персональных данных.'
          }
          onSubmit={onStatusChange}
          saving={saving}
          errors={errors}
        />
        <section className="adm-panel" aria-labelledby="application-history">
          <h2 id="application-history" className="adm-panel-title">
            История
          </h2>
          <ol className="adm-history">
            <li>
              <div className="adm-note">{formatDateTime(a.receivedAt)}</div>
              Получена от посетителя · <ApplicationStatusBadge status="new" />
            </li>
            {a.history.map((h) => (
              <li key={`${h.at}-${h.status}-${h.note ?? ''}`}>
                <div className="adm-note">{formatDateTime(h.at)}</div>
                {h.actor?.email ?? 'система'} · <ApplicationStatusBadge status={h.status} />
                {h.note ? <p className="adm-pre">{h.note}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside className="adm-side" aria-label="Действия с заявкой">
        <div className="adm-panel">
          <p className="adm-note">
            Персональные данные: каждый просмотр, скачивание и удаление записываются в журнал доступа.
          </p>
          {logHref ? <AdminLink to={logHref}>Журнал доступа к этой заявке</AdminLink> : null}
        </div>
        <div>
          <button
            type="button"
            className="button button-danger"
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            {deleting ? 'Удаляем…' : 'Удалить заявку'}
          </button>
        </div>
      </aside>
      <ConfirmDialog
        open={confirming}
        title="Удалить заявку?"
        confirmLabel="Удалить навсегда"
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {a.cv
            ? `Заявка от ${a.name} и её резюме будут удалены навсегда, восстановить их нельзя.`
            : `Заявка от ${a.name} будет удалена навсегда, восстановить её нельзя.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function StatusForm({
  status: current,
  noteHint,
  onSubmit,
  saving,
  errors,
}: {
  status: ApplicationStatus;
  /** What a note of this kind of request usually says. */
  noteHint: string;
  onSubmit: (input: ApplicationStatusInput) => void;
  saving?: boolean;
  errors: FormErrors;
}) {
  const [status, setStatus] = useState(current);
  const [note, setNote] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    onSubmit(text ? { status, note: text } : { status });
  }
  const unchanged = status === current && note.trim() === '';
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="adm-fieldset">
        <legend>Обработка</legend>
        <FormMessage message={errors['']} />
        <SelectField
          label="Состояние"
          name="status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          error={errorFor(errors, 'status')}
        />
        <TextArea
          label="Заметка"
          name="note"
          hint={noteHint}
          rows={3}
          value={note}
          onChange={setNote}
          error={errorFor(errors, 'note')}
        />
        <div>
          <button type="submit" className="button button-primary" disabled={saving || unchanged}>
            {saving ? 'Сохраняем…' : 'Сохранить'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
