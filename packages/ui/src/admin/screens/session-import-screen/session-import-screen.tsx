// Importing sessions from a ticketing system's export: upload CSV/XLSX/JSON → preview of the changes with per-row errors → apply.
import { type FormEvent, useId, useRef, useState } from 'react';
import { AdminLoading, AdminPage } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable } from '#src/admin/components/data-table.tsx';
import { CheckboxField, FormMessage } from '#src/admin/components/fields.tsx';
import { FieldError } from '#src/forms/fields.tsx';

/** One row of the preview as the screen shows it; the app maps the API's preview to this. */
export interface ImportRow {
  /** The line of the file (1-based; a workbook's row), so staff can find it in their export. */
  line: number | null;
  /** The workbook's sheet the row is on, when it has several. */
  sheet?: string | null;
  action: 'add' | 'change' | 'remove' | 'error' | 'unchanged';
  /** What the row is: "27 ноября, 19:30 · Большой зал · Дюна". */
  summary: string;
  /** What changes, for a change: "цена 10 → 12 BYN". */
  details?: string;
  errors: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  counts: { add: number; change: number; remove: number; error: number };
  /** False while any row has an error: nothing is applied until the file is fixed. */
  canApply: boolean;
}

export type ImportStep =
  | { step: 'choose'; uploading?: boolean; error?: string }
  | { step: 'preview'; fileName: string; preview: ImportPreview; applying?: boolean; error?: string }
  | { step: 'done'; applied: { add: number; change: number; remove: number } };

export interface SessionImportScreenProps {
  townName: string;
  backTo: string;
  state: ImportStep;
  /** `replace`: the file's hall-days lose the sessions it does not list (otherwise they stay, and must not overlap). */
  onUpload: (file: File, replace: boolean) => void;
  onApply: () => void;
  onReset: () => void;
}

const ACTION: Record<ImportRow['action'], { label: string; className: string }> = {
  add: { label: 'Добавится', className: 'adm-diff-add' },
  change: { label: 'Изменится', className: 'adm-diff-change' },
  remove: { label: 'Удалится', className: 'adm-diff-remove' },
  error: { label: 'Ошибка', className: 'adm-diff-error' },
  unchanged: { label: 'Без изменений', className: 'adm-note' },
};

const column = createColumnHelper<ImportRow>();
const columns = [
  column.accessor('line', {
    header: 'Строка',
    cell: (c) => {
      const sheet = c.row.original.sheet;
      const line = c.getValue() ?? '—';
      return sheet ? `${sheet}, ${line}` : line;
    },
  }),
  column.accessor('action', {
    header: 'Что будет',
    cell: (c) => <span className={ACTION[c.getValue()].className}>{ACTION[c.getValue()].label}</span>,
  }),
  column.accessor('summary', { header: 'Сеанс' }),
  column.display({
    id: 'details',
    header: 'Подробности',
    cell: (c) => {
      const row = c.row.original;
      if (row.errors.length === 0) return row.details ?? '';
      return (
        <ul className="adm-diff-error">
          {row.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      );
    },
  }),
];

export function SessionImportScreen({
  townName,
  backTo,
  state,
  onUpload,
  onApply,
  onReset,
}: SessionImportScreenProps) {
  return (
    <AdminPage title={`Импорт сеансов · ${townName}`} back={{ to: backTo, label: 'Сеансы' }}>
      {state.step === 'choose' ? <ChooseFile {...state} onUpload={onUpload} /> : null}
      {state.step === 'preview' ? (
        <>
          <p>
            Файл <strong>{state.fileName}</strong>. Проверьте изменения: пока их не применить, расписание не
            меняется.
          </p>
          <FormMessage message={state.error} />
          <ul className="adm-summary" aria-label="Итог">
            <li className="adm-diff-add">Добавится: {state.preview.counts.add}</li>
            <li className="adm-diff-change">Изменится: {state.preview.counts.change}</li>
            <li className="adm-diff-remove">Удалится: {state.preview.counts.remove}</li>
            <li className="adm-diff-error">Ошибок: {state.preview.counts.error}</li>
          </ul>
          {!state.preview.canApply ? (
            <FormMessage message="В файле есть ошибки — исправьте строки, отмеченные ниже, и загрузите его снова." />
          ) : null}
          <DataTable
            caption="Изменения расписания"
            columns={columns}
            rows={state.preview.rows}
            state={{ status: 'ready' }}
            emptyTitle="В файле нет сеансов"
            rowClassName={(row) => (row.errors.length > 0 ? 'has-error' : undefined)}
          />
          <div className="adm-form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={onApply}
              disabled={!state.preview.canApply || state.applying}
            >
              {state.applying ? 'Применяем…' : 'Применить изменения'}
            </button>
            <button type="button" className="button" onClick={onReset} disabled={state.applying}>
              Выбрать другой файл
            </button>
          </div>
        </>
      ) : null}
      {state.step === 'done' ? (
        <>
          <FormMessage
            tone="success"
            message={`Готово: добавлено ${state.applied.add}, изменено ${state.applied.change}, удалено ${state.applied.remove}.`}
          />
          <button type="button" className="button" onClick={onReset}>
            Импортировать ещё файл
          </button>
        </>
      ) : null}
    </AdminPage>
  );
}

function ChooseFile({
  uploading,
  error,
  onUpload,
}: {
  uploading?: boolean;
  error?: string;
  onUpload: (file: File, replace: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) onUpload(file, replace);
    else input.current?.focus();
  }
  return (
    <form className="adm-form adm-panel" onSubmit={submit} noValidate>
      <p>
        Выгрузка из билетной системы или таблица из Excel или LibreOffice: XLSX (каждый лист с названиями
        колонок в первой строке), CSV (через запятую, точку с запятой или табуляцию; UTF-8 или Windows-1251)
        или JSON. Колонки: дата, время, зал, фильм, формат, цена (12,50 или 12.50), ссылка, продано, а для
        особых сеансов — язык, субтитры, тифлокомментарий, для слабослышащих, сенсорный, с малышами. Сначала
        покажем, что изменится.
      </p>
      <div className={`field${error ? ' has-error' : ''}`}>
        <label className="field-label" htmlFor={id}>
          Файл выгрузки
        </label>
        <input
          ref={input}
          id={id}
          name="file"
          type="file"
          accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={id} error={error} />
      </div>
      <CheckboxField
        label="Заменить сеансы этих дней"
        name="replace"
        checked={replace}
        onChange={setReplace}
        hint={
          replace
            ? 'В залах и днях из файла останутся только сеансы из файла; остальные будут удалены.'
            : 'Сеансы, которых нет в файле, останутся; строка, которая пересекается с ними, будет ошибкой.'
        }
      />
      <div>
        <button type="submit" className="button button-primary" disabled={uploading}>
          {uploading ? 'Проверяем файл…' : 'Показать изменения'}
        </button>
      </div>
      {uploading ? <AdminLoading label="Проверяем файл…" /> : null}
    </form>
  );
}
