// The schedule sync of a town as staff see it: how the last pull went (what failed, the file's first errors) and its
// settings — the export's address, its format, the interval — with «Синхронизировать сейчас».
import { formatDateTime } from '@kino/api/cinema-time';
import type { ScheduleSync, ScheduleSyncInput, ScheduleSyncRun } from '@kino/api/types';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { CheckboxField, FormMessage, NumberField, SelectField, TextField } from './fields.tsx';

export type ScheduleSyncValues = ScheduleSyncInput;

export interface ScheduleSyncPanelProps {
  sync: ScheduleSync;
  onSave: (values: ScheduleSyncValues) => void;
  onRunNow: () => void;
  busy?: boolean;
  errors?: FormErrors;
}

const FAILED: ReadonlySet<ScheduleSyncRun['status']> = new Set(['failed', 'invalid']);

/** One line on how the sync stands, for the panel and the dashboard. */
export function syncSummary(sync: Pick<ScheduleSync, 'enabled' | 'lastRun' | 'failingSince'>): string {
  if (!sync.enabled && !sync.lastRun) return 'Синхронизация не настроена.';
  const run = sync.lastRun;
  const last = run
    ? `Последняя синхронизация ${formatDateTime(run.at)}: ${run.message}`
    : 'Ещё не выполнялась.';
  const streak =
    sync.failingSince && run && sync.failingSince !== run.at
      ? ` Не проходит с ${formatDateTime(sync.failingSince)}.`
      : '';
  return `${sync.enabled ? '' : 'Выключена. '}${last}${streak}`;
}

export const syncFailing = (sync: Pick<ScheduleSync, 'lastRun'>) =>
  Boolean(sync.lastRun && FAILED.has(sync.lastRun.status));

export function ScheduleSyncStatus({ sync }: { sync: ScheduleSync }) {
  const failing = syncFailing(sync);
  return (
    <div className={failing ? 'adm-alert' : 'adm-note'}>
      <p>{syncSummary(sync)}</p>
      {failing && sync.lastRun && sync.lastRun.errors.length > 0 ? (
        <ul className="adm-sync-errors">
          {sync.lastRun.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const valuesOf = (sync: ScheduleSync): ScheduleSyncValues => ({
  enabled: sync.enabled,
  url: sync.url,
  format: sync.format,
  intervalMinutes: sync.intervalMinutes,
});

export function ScheduleSyncPanel({ sync, onSave, onRunNow, busy, errors }: ScheduleSyncPanelProps) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(sync));
  const [interval, setInterval] = useState<number | null>(sync.intervalMinutes);
  // What the service stored replaces the form once saved.
  useEffect(() => {
    setValues(valuesOf(sync));
    setInterval(sync.intervalMinutes);
  }, [sync]);
  const set = <K extends keyof ScheduleSyncValues>(key: K, value: ScheduleSyncValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave({ ...values, intervalMinutes: interval ?? 0 });
  };
  return (
    <section className="adm-panel adm-sync" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="adm-panel-title">
        Синхронизация с билетной системой
      </h2>
      <div aria-live="polite">
        <ScheduleSyncStatus sync={sync} />
      </div>
      <div className="adm-sync-actions">
        <button
          type="button"
          className="button button-small"
          aria-disabled={busy || !sync.enabled || undefined}
          onClick={() => {
            if (!busy && sync.enabled) onRunNow();
          }}
        >
          Синхронизировать сейчас
        </button>
      </div>
      <details className="adm-sync-settings">
        <summary>Настройки синхронизации</summary>
        <form className="adm-form" onSubmit={submit} noValidate>
          <FormMessage message={errors?.['']} />
          <CheckboxField
            name="enabled"
            label="Синхронизировать расписание автоматически"
            checked={values.enabled}
            onChange={(checked) => set('enabled', checked)}
          />
          <TextField
            name="url"
            type="url"
            label="Адрес выгрузки"
            hint="CSV или JSON с теми же столбцами, что и у импорта из файла."
            inputMode="url"
            value={values.url}
            onChange={(value) => set('url', value)}
            error={errors && errorFor(errors, 'url')}
          />
          <SelectField
            name="format"
            label="Формат"
            value={values.format}
            onChange={(value) => set('format', value)}
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'json', label: 'JSON' },
            ]}
          />
          <NumberField
            name="intervalMinutes"
            label="Каждые, минут"
            hint="От 5 до 1440."
            min={5}
            value={interval}
            onChange={setInterval}
            error={errors && errorFor(errors, 'intervalMinutes')}
          />
          <div className="adm-sync-actions">
            <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
              Сохранить
            </button>
          </div>
        </form>
      </details>
    </section>
  );
}
