// The week grid of one hall: the week and the hall live in the address; every change refreshes the week.

import { sessionsExportUrl } from '@kino/api/admin-queries';
import { cinemaDayOf } from '@kino/api/cinema-time';
import { unwrap } from '@kino/api/client';
import { formatValues } from '@kino/api/enums';
import type { AdminSession, SessionInput } from '@kino/api/types';
import { ScheduleSyncPanel, type ScheduleSyncValues } from '@kino/ui/admin/components/schedule-sync-panel';
import type { FormErrors } from '@kino/ui/admin/lib/problem';
import {
  type SessionFormValues,
  SessionsWeekScreen,
  type WeekSession,
} from '@kino/ui/admin/screens/sessions-week-screen';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useTown } from '#src/lib/town.ts';
import { adminSessionFeatures, sessionPrice } from '#src/lib/week-sessions.ts';

export const meta = () => [{ title: 'Сеансы — рабочее место кинотеатра' }];

function toWeekSession(s: AdminSession): WeekSession {
  return {
    id: s.id,
    startsAt: s.startsAt,
    cinemaDay: s.day,
    film: s.film.status === 'draft' ? `${s.film.title} (черновик)` : s.film.title,
    format: s.format,
    price: sessionPrice(s),
    soldOut: s.soldOut,
    origin: s.source,
    features: adminSessionFeatures(s),
    language: s.language,
  };
}

function toFormValues(s: AdminSession): SessionFormValues {
  return {
    filmId: String(s.film.id),
    day: s.day,
    time: s.time,
    format: s.format,
    price: s.price,
    ticketUrl: s.ticketUrl ?? '',
    soldOut: s.soldOut,
    language: s.language,
    subtitles: s.subtitles ?? '',
    audioDescription: s.audioDescription,
    hardOfHearingSubtitles: s.hardOfHearingSubtitles,
    sensoryFriendly: s.sensoryFriendly,
    parentAndBaby: s.parentAndBaby,
  };
}

/** A new session's form: a plain Russian-language session. */
const NEW_SESSION: Omit<SessionFormValues, 'day'> = {
  filmId: '',
  time: '',
  format: '2D',
  price: null,
  ticketUrl: '',
  soldOut: false,
  language: 'ru',
  subtitles: '',
  audioDescription: false,
  hardOfHearingSubtitles: false,
  sensoryFriendly: false,
  parentAndBaby: false,
};

/** The fields the API needs that the form may leave empty are checked here, so the request is always well-typed. */
function checkSession(values: SessionFormValues): FormErrors | null {
  const errors: FormErrors = {};
  if (!values.filmId) errors.filmId = 'Выберите фильм';
  if (!/^\d{2}:\d{2}$/.test(values.time)) errors.time = 'Укажите время начала';
  if (values.price === null) errors.price = 'Укажите цену';
  if (!values.day) errors.day = 'Укажите день';
  return Object.keys(errors).length > 0 ? { '': 'Проверьте поля сеанса.', ...errors } : null;
}

export default function Sessions() {
  const town = useTown();
  const { queries, client } = admin();
  const [search, setSearch] = useSearchParams();
  const today = cinemaDayOf(new Date());
  const weekStart = search.get('week') ?? today;
  const info = useQuery(queries.info(town));
  const halls = useQuery(queries.list(town, 'halls', { perPage: 100 }));
  const films = useQuery(queries.list(town, 'films', { perPage: 100 }));
  const hallId = Number(search.get('hall') ?? halls.data?.items[0]?.id ?? 0);
  const sessions = useQuery({
    ...queries.sessions(town, { from: weekStart, days: 7, hall: hallId }),
    enabled: hallId > 0,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<{ id: string | null; values: SessionFormValues } | null>(null);
  const [errors, setErrors] = useState<FormErrors | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', town, 'sessions'] });
  const sync = useQuery(queries.scheduleSync(town));
  const [syncErrors, setSyncErrors] = useState<FormErrors | undefined>();
  const syncKey = queries.scheduleSync(town).queryKey;
  const saveSync = useMutation({
    mutationFn: async (body: ScheduleSyncValues) =>
      unwrap(await client.PUT('/admin/v1/towns/{town}/schedule-sync', { params: { path: { town } }, body })),
    onMutate: () => setSyncErrors(undefined),
    onSuccess: (stored) => {
      queryClient.setQueryData(syncKey, stored);
      setNotice(stored.enabled ? 'Синхронизация сохранена.' : 'Синхронизация выключена.');
    },
    onError: (error) => setSyncErrors(formErrors(error, 'Не удалось сохранить.')),
  });
  const runSync = useMutation({
    mutationFn: async () =>
      unwrap(await client.POST('/admin/v1/towns/{town}/schedule-sync/run', { params: { path: { town } } })),
    onMutate: () => setSyncErrors(undefined),
    onSuccess: async (stored) => {
      queryClient.setQueryData(syncKey, stored);
      await refresh();
    },
    onError: (error) => setSyncErrors(formErrors(error, 'Не удалось синхронизировать.')),
  });

  const save = useMutation({
    mutationFn: async ({ values, id }: { values: SessionFormValues; id: string | null }) => {
      const body: SessionInput = {
        film: Number(values.filmId),
        hall: hallId,
        day: values.day,
        time: values.time,
        format: values.format as SessionInput['format'],
        price: values.price ?? 0,
        ticketUrl: values.ticketUrl.trim() || null,
        soldOut: values.soldOut,
        language: values.language,
        subtitles: values.subtitles || null,
        audioDescription: values.audioDescription,
        hardOfHearingSubtitles: values.hardOfHearingSubtitles,
        sensoryFriendly: values.sensoryFriendly,
        parentAndBaby: values.parentAndBaby,
      };
      return id
        ? unwrap(
            await client.PUT('/admin/v1/towns/{town}/sessions/{sessionId}', {
              params: { path: { town, sessionId: id } },
              body,
            }),
          )
        : unwrap(await client.POST('/admin/v1/towns/{town}/sessions', { params: { path: { town } }, body }));
    },
    onSuccess: async () => {
      setEditing(null);
      setErrors(undefined);
      setNotice('Сеанс сохранён.');
      await refresh();
    },
    onError: (error) => setErrors(formErrors(error)),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      unwrap(
        await client.DELETE('/admin/v1/towns/{town}/sessions/{sessionId}', {
          params: { path: { town, sessionId: id } },
        }),
      );
    },
    onSuccess: async () => {
      setEditing(null);
      setNotice('Сеанс удалён.');
      await refresh();
    },
    onError: (error) => setErrors(formErrors(error, 'Не удалось удалить.')),
  });
  const copy = useMutation({
    mutationFn: async ({
      from,
      to,
      days,
      replace,
    }: {
      from: string;
      to: string;
      days: number;
      replace: boolean;
    }) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/session-copies', {
          params: { path: { town } },
          body: { hall: hallId, from, to, days, replace },
        }),
      ),
    onMutate: () => setErrors(undefined),
    onSuccess: async (result) => {
      setNotice(
        `Скопировано сеансов: ${result.copied}${result.skipped ? `, пропущено (такой же сеанс уже есть): ${result.skipped}` : ''}${result.removed ? `, удалено: ${result.removed}` : ''}.`,
      );
      await refresh();
    },
    // Shown in the copy's dialog, which stays open: why it was refused (an overlap names both sessions).
    onError: (error) => {
      const errors = formErrors(error, 'Не удалось скопировать.');
      setErrors({ '': errors.to ?? errors[''] });
    },
  });

  const setQuery = (key: string, value: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set(key, value);
      return params;
    });
  const items = sessions.data?.items ?? [];
  const loading = halls.isPending || (hallId > 0 && sessions.isPending);
  const failed = halls.error ?? sessions.error;
  return (
    <SessionsWeekScreen
      townName={info.data?.data.townName ?? ''}
      halls={(halls.data?.items ?? []).map((h) => ({ value: String(h.id), label: h.title }))}
      hall={String(hallId)}
      onHallChange={(hall) => setQuery('hall', hall)}
      weekStart={weekStart}
      onWeekChange={(week) => setQuery('week', week)}
      today={today}
      sessions={items.map(toWeekSession)}
      state={loadStateOf({ isPending: loading, isError: Boolean(failed), error: failed })}
      onRetry={() => {
        halls.refetch();
        sessions.refetch();
      }}
      films={(films.data?.items ?? []).map((f) => ({
        value: String(f.id),
        label: f.status === 'draft' ? `${f.title} (черновик)` : f.title,
      }))}
      formats={formatValues}
      editing={editing}
      onAdd={(day) => {
        setErrors(undefined);
        setEditing({
          id: null,
          values: { ...NEW_SESSION, day },
        });
      }}
      onEdit={(id) => {
        const found = items.find((s) => s.id === id);
        setErrors(undefined);
        if (found) setEditing({ id, values: toFormValues(found) });
      }}
      onCloseEditor={() => setEditing(null)}
      onSave={(values, id) => {
        const invalid = checkSession(values);
        if (invalid) setErrors(invalid);
        else save.mutate({ values, id });
      }}
      // Asked first in the screen's dialog, which names the film, day and time.
      onDelete={(id) => remove.mutate(id)}
      onCopyDay={(from, to, replace) => copy.mutate({ from, to, days: 1, replace })}
      onCopyWeek={(from, to, replace) => copy.mutate({ from, to, days: 7, replace })}
      saving={save.isPending || remove.isPending || copy.isPending}
      errors={errors}
      notice={notice}
      importTo={`/${town}/sessions/import`}
      printTo={`/${town}/sessions/print?week=${weekStart}`}
      downloads={{
        csv: sessionsExportUrl(town, weekStart, 'csv'),
        xlsx: sessionsExportUrl(town, weekStart, 'xlsx'),
      }}
      sync={
        sync.data ? (
          <ScheduleSyncPanel
            sync={sync.data}
            onSave={(values) => saveSync.mutate(values)}
            onRunNow={() => runSync.mutate()}
            busy={saveSync.isPending || runSync.isPending}
            errors={syncErrors}
          />
        ) : null
      }
    />
  );
}
