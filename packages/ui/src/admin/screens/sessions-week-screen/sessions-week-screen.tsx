// The week of one hall: seven cinema days side by side; add, edit, delete a session; copy a day or the whole week.
import { addDays, formatDay, formatTime, weekdayShort } from '@kino/api/cinema-time';
import type { SessionFeature } from '@kino/api/types';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { CancelButton, ConfirmDialog, Dialog } from '#src/admin/components/dialog.tsx';
import { DeleteButton, useFocusFirstError } from '#src/admin/components/edit-frame.tsx';
import {
  CheckboxField,
  FormMessage,
  NumberField,
  SelectField,
  TextField,
} from '#src/admin/components/fields.tsx';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';
import { useWorkspaceForm } from '#src/admin/lib/workspace-form.ts';
import { featureText, SessionFeatureTags } from '#src/components/session-features.tsx';

/** A session as the grid shows it; the app maps the contract's session to this. */
export interface WeekSession {
  id: string;
  /** ISO instant; shown in the cinema's time zone. */
  startsAt: string;
  /** The cinema day it belongs to (a 00:30 session belongs to the day before). */
  cinemaDay: string;
  film: string;
  format: string;
  /** The price as shown, e.g. "12 BYN". */
  price: string;
  soldOut: boolean;
  /** Entered by hand (staff), or generated/imported; imported ones are marked. */
  origin?: 'staff' | 'import' | 'demo';
  /** Its special screenings (subtitles, original language, …), as the public schedule's filter finds them. */
  features?: SessionFeature[];
  /** Its audio language (BCP 47), named on the original-language chip. */
  language?: string;
}

/** What the session form edits; the app turns it into the contract's request. */
export interface SessionFormValues {
  filmId: string;
  day: string;
  /** "19:30"; times after midnight belong to the day before (e.g. "00:30" on the cinema day). */
  time: string;
  format: string;
  price: number | null;
  ticketUrl: string;
  soldOut: boolean;
  /** The audio language, BCP 47 (`ru`, `en`, …). */
  language: string;
  /** The subtitles' language; `''` for none. */
  subtitles: string;
  audioDescription: boolean;
  hardOfHearingSubtitles: boolean;
  sensoryFriendly: boolean;
  parentAndBaby: boolean;
}

const SESSION = EDITOR_LABELS.session;

/** The special screenings' marks the form ticks, in its order. */
const SPECIAL_MARKS = [
  'hardOfHearingSubtitles',
  'audioDescription',
  'sensoryFriendly',
  'parentAndBaby',
] as const;

/** The languages the session form offers (another one a session already has is offered too). */
export const SESSION_LANGUAGES: readonly Option[] = [
  { value: 'ru', label: 'Русский' },
  { value: 'be', label: 'Белорусский' },
  { value: 'en', label: 'Английский' },
  { value: 'fr', label: 'Французский' },
  { value: 'de', label: 'Немецкий' },
  { value: 'it', label: 'Итальянский' },
  { value: 'es', label: 'Испанский' },
  { value: 'ja', label: 'Японский' },
  { value: 'ko', label: 'Корейский' },
];

const languageOptions = (current: string) =>
  current && !SESSION_LANGUAGES.some((l) => l.value === current)
    ? [...SESSION_LANGUAGES, { value: current, label: current }]
    : SESSION_LANGUAGES;

export interface Option {
  value: string;
  label: string;
}

export interface SessionsWeekScreenProps {
  townName: string;
  halls: Option[];
  hall: string;
  onHallChange: (hall: string) => void;
  /** The first cinema day shown. */
  weekStart: string;
  onWeekChange: (weekStart: string) => void;
  today: string;
  sessions: WeekSession[];
  state: LoadState;
  onRetry?: () => void;
  films: Option[];
  formats: readonly string[];
  /** The session being edited (its form values), or a new one for a day; null when the dialog is closed. */
  editing: { id: string | null; values: SessionFormValues } | null;
  onAdd: (day: string) => void;
  onEdit: (sessionId: string) => void;
  onCloseEditor: () => void;
  onSave: (values: SessionFormValues, id: string | null) => void;
  /** Called once the staff member has confirmed it in the screen's dialog. */
  onDelete: (id: string) => void;
  /** `replace`: the target days' sessions of the hall are deleted first. */
  onCopyDay: (from: string, to: string, replace: boolean) => void;
  onCopyWeek: (from: string, to: string, replace: boolean) => void;
  saving?: boolean;
  /** Errors of the session form or the copy; `''` is the message. */
  errors?: FormErrors;
  /** What just happened ("Сеанс сохранён", "День скопирован"), announced politely. */
  notice?: string | null;
  importTo?: string;
  /** The shown week of every hall laid out for paper (the print screen). */
  printTo?: string;
  /** The shown week of every hall as files (the service's export, one sheet per hall), in the import's columns. */
  downloads?: { csv: string; xlsx: string };
  /** The town's schedule sync (its panel), above the week. */
  sync?: ReactNode;
}

export function weekOf(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** Sessions by cinema day, each day in start order. */
export function sessionsByDay(
  sessions: readonly WeekSession[],
  days: readonly string[],
): Map<string, WeekSession[]> {
  const map = new Map<string, WeekSession[]>(days.map((d) => [d, []]));
  for (const s of sessions) map.get(s.cinemaDay)?.push(s);
  for (const list of map.values()) list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return map;
}

export function SessionsWeekScreen(props: SessionsWeekScreenProps) {
  const { weekStart, onWeekChange, today, sessions, state, onRetry, halls, hall, onHallChange } = props;
  const days = weekOf(weekStart);
  const byDay = sessionsByDay(sessions, days);
  const [copy, setCopy] = useState<{ kind: 'day' | 'week'; from: string } | null>(null);
  const hallName = halls.find((h) => h.value === hall)?.label ?? '';
  const remove = useDeleteSession(sessions);
  // A copy's dialog stays open until it is done (a refused copy shows why in it); a new notice means it is done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new notice, whatever it says.
  useEffect(() => setCopy(null), [props.notice]);
  return (
    <AdminPage
      title={`Сеансы · ${props.townName}`}
      actions={
        <>
          {props.printTo ? (
            <AdminLink to={props.printTo} className="button">
              Печать
            </AdminLink>
          ) : null}
          {props.downloads ? (
            <>
              <a href={props.downloads.csv} className="button" download>
                Скачать CSV
              </a>
              <a href={props.downloads.xlsx} className="button" download>
                Скачать XLSX
              </a>
            </>
          ) : null}
          {props.importTo ? (
            <AdminLink to={props.importTo} className="button">
              Импорт из файла
            </AdminLink>
          ) : null}
        </>
      }
    >
      {props.sync}
      <div className="adm-toolbar">
        <SelectField label="Зал" name="hall" value={hall} onChange={onHallChange} options={halls} />
        <nav className="adm-week-nav" aria-label="Неделя">
          <button
            type="button"
            className="button button-small"
            onClick={() => onWeekChange(addDays(weekStart, -7))}
          >
            ← Предыдущая неделя
          </button>
          <button type="button" className="button button-small" onClick={() => onWeekChange(today)}>
            С сегодня
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => onWeekChange(addDays(weekStart, 7))}
          >
            Следующая неделя →
          </button>
        </nav>
        <button
          type="button"
          className="button button-small"
          onClick={() => setCopy({ kind: 'week', from: weekStart })}
          disabled={state.status !== 'ready' || sessions.length === 0}
        >
          Копировать неделю
        </button>
      </div>
      <p className="adm-note" aria-live="polite">
        {formatDay(days[0]!)} — {formatDay(days[6]!, true)}
        {hallName ? ` · ${hallName}` : ''}
      </p>
      {props.notice ? <FormMessage message={props.notice} tone="success" /> : null}
      <LoadGate state={state} onRetry={onRetry}>
        {() => (
          // A focusable region: keyboard users can scroll a wide week sideways.
          <section
            className="adm-week-wrap"
            tabIndex={0}
            aria-label={`Сеансы недели${hallName ? `, ${hallName}` : ''}`}
          >
            <div className="adm-week">
              {days.map((day) => (
                <DayColumn
                  key={day}
                  day={day}
                  isToday={day === today}
                  sessions={byDay.get(day) ?? []}
                  onAdd={() => props.onAdd(day)}
                  onEdit={props.onEdit}
                  onCopy={() => setCopy({ kind: 'day', from: day })}
                />
              ))}
            </div>
          </section>
        )}
      </LoadGate>
      <SessionDialog {...props} onDelete={remove.ask} deleteRef={remove.deleteRef} />
      <ConfirmDialog
        open={remove.confirming !== null}
        title={remove.confirming ? `Удалить ${sessionName(remove.confirming)}?` : 'Удалить сеанс?'}
        confirmLabel="Удалить сеанс"
        onConfirm={() => remove.confirm(props.onDelete)}
        onCancel={remove.cancel}
      >
        <p>Он исчезнет из расписания на сайте; восстановить его нельзя.</p>
      </ConfirmDialog>
      <CopyDialog
        copy={copy}
        onClose={() => setCopy(null)}
        saving={props.saving}
        errors={props.errors}
        onCopy={(to, replace) => {
          if (!copy) return;
          if (copy.kind === 'day') props.onCopyDay(copy.from, to, replace);
          else props.onCopyWeek(copy.from, to, replace);
        }}
      />
    </AdminPage>
  );
}

/** «сеанс «Дюна» 23 ноября в 13:30»: the film, the cinema day and the start, as the question before deleting says. */
export function sessionName(s: WeekSession): string {
  return `сеанс «${s.film}» ${formatDay(s.cinemaDay)} в ${formatTime(s.startsAt)}`;
}

/**
 * The question before a session is deleted, and where the focus goes: back to «Удалить сеанс» after «Отмена»; once the
 * session has left the grid, to its day's heading (its button went with it, and the form's dialog has closed).
 */
function useDeleteSession(sessions: readonly WeekSession[]) {
  const [confirming, setConfirming] = useState<WeekSession | null>(null);
  const [cancelled, setCancelled] = useState(0);
  const [deleted, setDeleted] = useState<WeekSession | null>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // These run after the dialogs' own effects, which close them: what they focus is no longer inert by then.
  useEffect(() => {
    if (cancelled > 0) deleteRef.current?.focus();
  }, [cancelled]);
  useEffect(() => {
    if (!deleted || sessions.some((s) => s.id === deleted.id)) return;
    setDeleted(null);
    document.getElementById(dayHeadingId(deleted.cinemaDay))?.focus();
  }, [sessions, deleted]);
  return {
    confirming,
    deleteRef,
    ask: (id: string) => setConfirming(sessions.find((s) => s.id === id) ?? null),
    cancel: () => {
      setConfirming(null);
      setCancelled((n) => n + 1);
    },
    confirm: (onDelete: (id: string) => void) => {
      if (!confirming) return;
      setConfirming(null);
      setDeleted(confirming);
      onDelete(confirming.id);
    },
  };
}

const dayHeadingId = (day: string) => `day-${day}`;

function DayColumn({
  day,
  isToday,
  sessions,
  onAdd,
  onEdit,
  onCopy,
}: {
  day: string;
  isToday: boolean;
  sessions: WeekSession[];
  onAdd: () => void;
  onEdit: (id: string) => void;
  onCopy: () => void;
}) {
  const label = `${weekdayShort(day)}, ${formatDay(day)}`;
  const headingId = dayHeadingId(day);
  return (
    <section className={`adm-day${isToday ? ' is-today' : ''}`} aria-labelledby={headingId}>
      {/* Focusable from script: it takes the focus when a session of the day is deleted. */}
      <h2 className="adm-day-head" id={headingId} tabIndex={-1}>
        <span>{label}</span>
        {isToday ? <small>сегодня</small> : null}
      </h2>
      {sessions.length === 0 ? <p className="adm-note">Нет сеансов</p> : null}
      <ul className="adm-day-list">
        {sessions.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={`adm-session${s.soldOut ? ' is-sold-out' : ''}${s.origin && s.origin !== 'staff' ? ' is-imported' : ''}`}
              onClick={() => onEdit(s.id)}
            >
              <span className="adm-session-time">{formatTime(s.startsAt)}</span>{' '}
              <span className="adm-session-film">{s.film}</span>{' '}
              <span className="adm-session-meta">
                {s.format} · {s.price}
                {s.soldOut ? ' · продано' : ''}
              </span>
              <SessionFeatureTags features={s.features} language={s.language} />
              {s.features && s.features.length > 0 ? (
                <span className="visually-hidden">
                  , {s.features.map((f) => featureText(f, s.language).long).join(', ')}
                </span>
              ) : null}
              <span className="visually-hidden"> — изменить</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="adm-day-actions">
        <button
          type="button"
          className="button button-small"
          onClick={onAdd}
          aria-label={`Добавить сеанс: ${label}`}
        >
          + Сеанс
        </button>
        {sessions.length > 0 ? (
          <button
            type="button"
            className="adm-link-button"
            onClick={onCopy}
            aria-label={`Копировать день: ${label}`}
          >
            Копировать
          </button>
        ) : null}
      </div>
    </section>
  );
}

function SessionDialog({
  editing,
  onCloseEditor,
  errors = {},
  ...screen
}: SessionsWeekScreenProps & { deleteRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <Dialog open={editing !== null} title={editing?.id ? 'Сеанс' : 'Новый сеанс'} onClose={onCloseEditor}>
      {editing ? (
        <SessionForm
          key={editing.id ?? `new-${editing.values.day}`}
          id={editing.id}
          initial={editing.values}
          errors={errors}
          onCancel={onCloseEditor}
          {...screen}
        />
      ) : null}
    </Dialog>
  );
}

/** The session's form; the screen's films, formats, saving state, save and delete come as the screen got them. */
function SessionForm({
  id,
  initial,
  films,
  formats,
  saving,
  errors,
  onSave,
  onDelete,
  deleteRef,
  onCancel,
}: Pick<SessionsWeekScreenProps, 'films' | 'formats' | 'saving' | 'onSave'> & {
  id: string | null;
  initial: SessionFormValues;
  errors: FormErrors;
  /** Asks first (the screen's dialog). */
  onDelete: (id: string) => void;
  deleteRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
}) {
  const { values, field, check, error, errors: shown, submit } = useWorkspaceForm(initial, { errors });
  const formRef = useRef<HTMLFormElement>(null);
  // As in the other forms: the first invalid field (or the message) takes the focus, so the error is read out.
  useFocusFirstError(shown, formRef);
  const save = submit((values) => onSave(values, id));
  return (
    <form
      ref={formRef}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save();
      }}
      noValidate
      className="adm-form"
    >
      <FormMessage message={shown['']} />
      <SelectField
        label={SESSION.film}
        required
        options={[{ value: '', label: 'Выберите фильм' }, ...films]}
        {...field('filmId')}
      />
      <div className="adm-grid-2">
        <TextField label={SESSION.day} type="date" required {...field('day')} />
        <TextField
          label={SESSION.time}
          type="time"
          required
          hint="После полуночи — это ещё тот же кинодень"
          {...field('time')}
          error={error('time') ?? error('startsAt')}
        />
      </div>
      <div className="adm-grid-2">
        <SelectField
          label={SESSION.format}
          options={formats.map((f) => ({ value: f, label: f }))}
          {...field('format')}
        />
        <NumberField label={SESSION.price} required step={0.5} min={0} {...field('price')} />
      </div>
      <TextField
        label={SESSION.ticketUrl}
        type="url"
        hint="Пусто — по шаблону адреса продажи билетов города"
        {...field('ticketUrl')}
      />
      <CheckboxField label={SESSION.soldOut} {...check('soldOut')} />
      <fieldset className="adm-fieldset">
        <legend>Особый сеанс</legend>
        <p className="adm-note">По этим отметкам сеанс находят фильтры расписания на сайте.</p>
        <div className="adm-grid-2">
          <SelectField
            label={SESSION.language}
            options={languageOptions(values.language)}
            {...field('language')}
          />
          <SelectField
            label={SESSION.subtitles}
            options={[{ value: '', label: 'Без субтитров' }, ...languageOptions(values.subtitles)]}
            {...field('subtitles')}
          />
        </div>
        {SPECIAL_MARKS.map((mark) => (
          <CheckboxField key={mark} label={SESSION[mark]} {...check(mark)} />
        ))}
      </fieldset>
      <div className="adm-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Сохраняем…' : 'Сохранить'}
        </button>
        <CancelButton onCancel={onCancel} />
        {id ? (
          <DeleteButton ref={deleteRef} onClick={() => onDelete(id)} disabled={saving}>
            Удалить сеанс
          </DeleteButton>
        ) : null}
      </div>
    </form>
  );
}

function CopyDialog({
  copy,
  onClose,
  onCopy,
  saving,
  errors = {},
}: {
  copy: { kind: 'day' | 'week'; from: string } | null;
  onClose: () => void;
  onCopy: (to: string, replace: boolean) => void;
  saving?: boolean;
  errors?: FormErrors;
}) {
  const title = copy?.kind === 'week' ? 'Копировать неделю' : 'Копировать день';
  return (
    <Dialog open={copy !== null} title={title} onClose={onClose}>
      {copy ? (
        <CopyForm
          key={`${copy.kind}-${copy.from}`}
          copy={copy}
          onCopy={onCopy}
          onCancel={onClose}
          saving={saving}
          error={errorFor(errors, 'to')}
          message={errors['']}
        />
      ) : null}
    </Dialog>
  );
}

function CopyForm({
  copy,
  onCopy,
  onCancel,
  saving,
  error,
  message,
}: {
  copy: { kind: 'day' | 'week'; from: string };
  onCopy: (to: string, replace: boolean) => void;
  onCancel: () => void;
  saving?: boolean;
  error?: string;
  message?: string;
}): ReactNode {
  const [to, setTo] = useState(addDays(copy.from, copy.kind === 'week' ? 7 : 1));
  const [replace, setReplace] = useState(false);
  const where = copy.kind === 'week' ? 'в выбранные семь дней' : 'в выбранный день';
  const what =
    copy.kind === 'week'
      ? `Сеансы недели с ${formatDay(copy.from)} по ${formatDay(addDays(copy.from, 6))}`
      : `Сеансы дня ${formatDay(copy.from)}`;
  return (
    <form
      className="adm-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onCopy(to, replace);
      }}
    >
      <FormMessage message={error ? undefined : message} />
      <p>
        {replace
          ? `${what} заменят все сеансы зала ${where}: стоящие там сейчас будут удалены.`
          : `${what} будут добавлены к выбранной дате. Сеансы, которые уже стоят там, останутся (кроме сеансов демо-расписания — их заменит копия); если копия пересечётся с ними, ничего не скопируется и мы скажем, с каким сеансом.`}
      </p>
      <TextField
        label={copy.kind === 'week' ? 'Первый день новой недели' : 'На какой день'}
        name="to"
        type="date"
        required
        value={to}
        onChange={setTo}
        error={error}
      />
      <CheckboxField
        label={`Заменить сеансы ${where}`}
        name="replace"
        checked={replace}
        onChange={setReplace}
      />
      <div className="adm-actions">
        <button type="submit" className="button button-primary" disabled={saving || !to}>
          Копировать
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
