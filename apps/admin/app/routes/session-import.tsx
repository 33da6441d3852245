// Importing sessions: the file is read in the browser and sent as text; the preview is shown before anything changes.
import { formatDay } from '@kino/api/cinema-time';
import { unwrap } from '@kino/api/client';
import type { SessionImportPreview, SessionImportRow } from '@kino/api/types';
import {
  type ImportRow,
  type ImportStep,
  SessionImportScreen,
} from '@kino/ui/admin/screens/session-import-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '#src/data/admin.ts';
import { formErrors } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Импорт сеансов — рабочее место кинотеатра' }];

const FIELD_LABEL: Record<string, string> = {
  day: 'день',
  time: 'время',
  hall: 'зал',
  film: 'фильм',
  format: 'формат',
  price: 'цена',
  ticketUrl: 'ссылка',
  soldOut: 'продано',
  language: 'язык',
  subtitles: 'субтитры',
  audioDescription: 'тифлокомментарий',
  hardOfHearingSubtitles: 'для слабослышащих',
  sensoryFriendly: 'сенсорный',
  parentAndBaby: 'с малышами',
};

/** The file's bytes as base64: the service tells UTF-8 from Windows-1251 (Excel's «CSV» on a Russian Windows). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function toRow(row: SessionImportRow): ImportRow {
  const v = row.values;
  return {
    line: row.line ?? row.row,
    sheet: row.sheet ?? null,
    action: row.action,
    summary: v
      ? `${formatDay(v.day)}, ${v.time} · ${v.hall.name} · ${v.film.title} · ${v.format} · ${v.price} BYN`
      : '',
    details: row.changes
      .map((c) => `${FIELD_LABEL[c.field] ?? c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}`)
      .join('; '),
    errors: row.errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)),
  };
}

function fileError(error: unknown): string | undefined {
  const errors = formErrors(error, 'Не удалось прочитать файл.');
  return errors.content ?? errors[''];
}

export default function SessionImport() {
  const town = useTown();
  const { client, queries } = admin();
  const info = useQuery(queries.info(town));
  const [preview, setPreview] = useState<SessionImportPreview | null>(null);
  const upload = useMutation({
    mutationFn: async ({ file, replace }: { file: File; replace: boolean }) => {
      const start = (await file.slice(0, 64).text()).replace(/^\uFEFF/, '').trimStart();
      const name = file.name.toLowerCase();
      // A workbook is a zip: «PK» first, whatever its name.
      const format =
        name.endsWith('.xlsx') || start.startsWith('PK')
          ? 'xlsx'
          : name.endsWith('.json') || start.startsWith('[') || start.startsWith('{')
            ? 'json'
            : 'csv';
      return unwrap(
        await client.POST('/admin/v1/towns/{town}/session-imports', {
          params: { path: { town } },
          body: { format, encoding: 'base64', content: await base64Of(file), fileName: file.name, replace },
        }),
      );
    },
    onSuccess: setPreview,
  });
  const apply = useMutation({
    mutationFn: async (importId: string) =>
      unwrap(
        await client.POST('/admin/v1/towns/{town}/session-imports/{importId}/apply', {
          params: { path: { town, importId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', town, 'sessions'] }),
  });
  const state: ImportStep = apply.data
    ? {
        step: 'done',
        applied: { add: apply.data.added, change: apply.data.changed, remove: apply.data.removed },
      }
    : preview
      ? {
          step: 'preview',
          fileName: preview.fileName ?? 'файл',
          preview: { rows: preview.rows.map(toRow), counts: preview.counts, canApply: preview.canApply },
          applying: apply.isPending,
          error: apply.error ? formErrors(apply.error, 'Не удалось применить.')[''] : undefined,
        }
      : {
          step: 'choose',
          uploading: upload.isPending,
          // What is wrong with the file as a whole (an unknown column, too many rows) is said about its content.
          error: upload.error ? fileError(upload.error) : undefined,
        };
  return (
    <SessionImportScreen
      townName={info.data?.data.townName ?? ''}
      backTo={`/${town}/sessions`}
      state={state}
      onUpload={(file, replace) => upload.mutate({ file, replace })}
      onApply={() => preview && apply.mutate(preview.id)}
      onReset={() => {
        setPreview(null);
        upload.reset();
        apply.reset();
      }}
    />
  );
}
