// The frame of every edit form: title, back link, the form's message, publishing on the side, sticky save bar.

import { formatDateTime } from '@kino/api/cinema-time';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { FormErrors } from '#src/admin/lib/problem.ts';
import { useUnsavedChanges } from '#src/admin/lib/unsaved.ts';
import { AdminPage } from './admin-page.tsx';
import { ConfirmDialog } from './dialog.tsx';
import { FormMessage, TextField } from './fields.tsx';
import { ItemHistory, type ItemHistoryProps } from './item-history.tsx';
import { type PublishStatus, StatusBadge } from './status-badge.tsx';

export interface Publishing {
  status: PublishStatus;
  updatedAt?: string | null;
  onPublish: () => void;
  onUnpublish: () => void;
  /** A link that opens the draft on the site (for signed-in staff only). */
  previewUrl?: string | null;
  /** Asks the app for a preview link, when there is none yet. */
  onPreview?: () => void;
  busy?: boolean;
  /** When the service will publish the draft by itself (ISO), if scheduled. */
  publishAt?: string | null;
  /** «Опубликовать в…»: the moment as the datetime-local input gives it (the cinema's time, Europe/Minsk). */
  onSchedule?: (localDateTime: string) => void;
  onCancelSchedule?: () => void;
  /** «Дублировать»: a draft copy. */
  onDuplicate?: () => void;
  /** The item's saved versions, shown below publishing. */
  history?: ItemHistoryProps;
}

export interface RestoredDraft {
  onDiscard: () => void;
}

/** What the question before a deletion names: the kind («Фильм») and the item's stored title, if it has one. */
export interface DeleteSubject {
  kind: string;
  name?: string | null;
}

/** What an item's edit screen hands on to its frame untouched, as the app gave it. */
export interface ItemFrameProps {
  saving?: boolean;
  /**
   * Field errors (problemErrors); the one under `''` is the form's message. A form hands the app's to react-hook-form
   * and gives the frame those it holds.
   */
  errors?: FormErrors;
  /** A success message after saving. */
  saved?: string | null;
  publishing?: Publishing;
  /** Called once the staff member has confirmed it in the frame's dialog. */
  onDelete?: () => void;
  /** Named in that dialog's question (the kind and the stored title); without it, the frame's title is. */
  deleteSubject?: DeleteSubject;
  /**
   * The form shows edits kept when a save failed because the session had ended (the app restores them after
   * signing in again): said, and «Отбросить их» goes back to what is stored.
   */
  restored?: RestoredDraft;
}

export interface EditFrameProps extends ItemFrameProps {
  title: string;
  back: { to: string; label: string };
  onSubmit: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** More on the side, below publishing. */
  aside?: ReactNode;
  /**
   * The form's values differ from those it started with or last saved (the form's useWorkspaceForm says so): while
   * they do, or the form shows restored edits, leaving the page asks first (../lib/unsaved.ts).
   */
  dirty: boolean;
}

/**
 * After a failed save, focus goes to the first invalid field (or the message), so the error is read out. Once per set
 * of errors: the app may build an equal object on every render, and the focus must not jump back while typing.
 */
export function useFocusFirstError(
  errors: FormErrors | undefined,
  form: React.RefObject<HTMLFormElement | null>,
) {
  const signature = errors && Object.keys(errors).length > 0 ? JSON.stringify(errors) : null;
  useEffect(() => {
    if (signature === null) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [signature, form]);
}

export function EditFrame({
  title,
  back,
  onSubmit,
  saving = false,
  errors,
  saved,
  publishing,
  onDelete,
  deleteSubject,
  restored,
  children,
  aside,
  dirty,
}: EditFrameProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty || restored !== undefined);
  useFocusFirstError(errors, formRef);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(0);
  // After «Отмена» the focus is back on «Удалить». This effect runs after the dialog's own, which closes it: the
  // button is no longer inert by then.
  useEffect(() => {
    if (cancelled > 0) deleteRef.current?.focus();
  }, [cancelled]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <AdminPage title={title} back={back}>
      <div className="adm-form-layout">
        <form ref={formRef} className="adm-form" onSubmit={submit} noValidate aria-label={title}>
          <FormMessage message={errors?.['']} />
          {saved ? <FormMessage message={saved} tone="success" /> : null}
          {restored ? <RestoredNote {...restored} /> : null}
          {children}
          <div className="adm-form-actions">
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? 'Сохраняем…' : 'Сохранить'}
            </button>
            {onDelete ? (
              <DeleteButton ref={deleteRef} onClick={() => setConfirming(true)} disabled={saving}>
                Удалить
              </DeleteButton>
            ) : null}
          </div>
        </form>
        {publishing || aside ? (
          <aside className="adm-side" aria-label="Публикация">
            {publishing ? <PublishPanel {...publishing} /> : null}
            {publishing?.history ? <ItemHistory {...publishing.history} /> : null}
            {aside}
          </aside>
        ) : null}
      </div>
      {onDelete ? (
        <ConfirmDialog
          open={confirming}
          title={deleteQuestion(deleteSubject, title)}
          confirmLabel="Удалить в корзину"
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => {
            setConfirming(false);
            setCancelled((n) => n + 1);
          }}
        >
          <p>
            {deleteSubject
              ? `${deleteSubject.kind}${deleteSubject.name ? ` «${deleteSubject.name}»` : ''} исчезнет с сайта и из списка. `
              : ''}
            Корзина хранит его 30 дней: оттуда его можно восстановить.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminPage>
  );
}

/** A form's «Удалить»: it asks first (the caller's dialog), and takes the focus back after «Отмена» (`ref`). */
export function DeleteButton({
  ref,
  onClick,
  disabled,
  children,
}: {
  ref: React.RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button ref={ref} type="button" className="button button-danger" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

/** «Удалить «Дюна: Часть вторая»?»; an item without a title is named by its kind («Удалить: вопрос?»). */
export function deleteQuestion(subject: DeleteSubject | undefined, title: string): string {
  if (!subject) return `Удалить: ${title}?`;
  return subject.name ? `Удалить «${subject.name}»?` : `Удалить: ${subject.kind.toLowerCase()}?`;
}

/** Says that the fields hold edits not saved yet, from before the sign-in, and offers to drop them. */
function RestoredNote({ onDiscard }: RestoredDraft) {
  return (
    <div className="adm-alert is-info" role="status">
      <p>
        Восстановлены несохранённые изменения — они ещё не сохранены.{' '}
        <button type="button" className="adm-link-button" onClick={onDiscard}>
          Отбросить их
        </button>
      </p>
    </div>
  );
}

export function PublishPanel({
  status,
  updatedAt,
  onPublish,
  onUnpublish,
  previewUrl,
  onPreview,
  busy,
  publishAt,
  onSchedule,
  onCancelSchedule,
  onDuplicate,
}: Publishing) {
  return (
    <section className="adm-panel" aria-labelledby="publish-title">
      <h2 id="publish-title" className="adm-page-kicker">
        Публикация
      </h2>
      <dl>
        <dt>Состояние</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
        {updatedAt ? (
          <>
            <dt>Изменено</dt>
            <dd>{formatDateTime(updatedAt)}</dd>
          </>
        ) : null}
        {publishAt ? (
          <>
            <dt>Будет опубликовано</dt>
            <dd>{formatDateTime(publishAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="adm-actions" style={{ marginTop: 'var(--space-4)' }}>
        {status === 'draft' ? (
          <button
            type="button"
            className="button button-primary button-small"
            onClick={onPublish}
            disabled={busy}
          >
            Опубликовать
          </button>
        ) : (
          <button type="button" className="button button-small" onClick={onUnpublish} disabled={busy}>
            Снять с публикации
          </button>
        )}
        {previewUrl ? (
          <a className="button button-small" href={previewUrl} target="_blank" rel="noreferrer">
            Предпросмотр<span className="visually-hidden"> (в новой вкладке)</span>
          </a>
        ) : onPreview ? (
          <button type="button" className="button button-small" onClick={onPreview} disabled={busy}>
            Ссылка для предпросмотра
          </button>
        ) : null}
        {onDuplicate ? (
          <button type="button" className="button button-small" onClick={onDuplicate} disabled={busy}>
            Дублировать
          </button>
        ) : null}
      </div>
      {status === 'draft' && publishAt && onCancelSchedule ? (
        <div className="adm-actions" style={{ marginTop: 'var(--space-3)' }}>
          <button type="button" className="button button-small" onClick={onCancelSchedule} disabled={busy}>
            Отменить публикацию по расписанию
          </button>
        </div>
      ) : null}
      {status === 'draft' && !publishAt && onSchedule ? (
        <ScheduleForm onSchedule={onSchedule} busy={busy} />
      ) : null}
    </section>
  );
}

/** «Опубликовать в…»: a moment in the cinema's time; the service checks that it is in the future. */
function ScheduleForm({ onSchedule, busy }: { onSchedule: (localDateTime: string) => void; busy?: boolean }) {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <div style={{ marginTop: 'var(--space-4)' }}>
      <TextField
        label="Опубликовать в…"
        name="publishAt"
        type="datetime-local"
        hint="Время кинотеатра (Минск)."
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        error={missing ? 'Укажите дату и время публикации.' : undefined}
      />
      <button
        type="button"
        className="button button-small"
        disabled={busy}
        onClick={() => {
          if (!value) setMissing(true);
          else onSchedule(value);
        }}
      >
        Запланировать
      </button>
    </div>
  );
}
