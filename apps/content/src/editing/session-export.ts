// A week of sessions per hall as a file staff open in a spreadsheet and give back to the import unchanged: the
// import's own column names, its values (да/нет, language codes, a decimal comma), one sheet per hall in XLSX.
import { addDays } from '@kino/api/cinema-time';
import type { AdminSession } from '@kino/api/types';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import { halls } from '#src/db/schema.ts';
import { inert } from '#src/inbox/csv.ts';
import { HALL_ORDER } from '#src/publishing/repository.ts';
import type { EditContext } from './context.ts';
import { listSessions } from './sessions.ts';
import { type Cell, writeXlsx, XLSX_TYPE } from './xlsx.ts';

type Read = Pick<EditContext, 'db' | 'town'>;

/** The import's first name of each column (session-import.ts `COLUMNS`), in the order a person reads a session. */
export const EXPORT_COLUMNS = [
  'дата',
  'время',
  'зал',
  'фильм',
  'формат',
  'цена',
  'ссылка',
  'продано',
  'язык',
  'субтитры',
  'тифлокомментарий',
  'для слабослышащих',
  'сенсорный',
  'с малышами',
  'id',
] as const;

const yesNo = (value: boolean) => (value ? 'да' : 'нет');

/** A session's cells; the price a number (XLSX keeps it one, CSV writes it with a decimal comma). */
function cells(session: AdminSession): Cell[] {
  return [
    session.day,
    session.time,
    session.hall.name,
    session.film.title,
    session.format,
    session.price,
    session.ticketUrl ?? '',
    yesNo(session.soldOut),
    session.language,
    session.subtitles ?? '',
    yesNo(session.audioDescription),
    yesNo(session.hardOfHearingSubtitles),
    yesNo(session.sensoryFriendly),
    yesNo(session.parentAndBaby),
    session.externalId ?? '',
  ];
}

export interface ExportQuery {
  from: string;
  days: number;
  hall?: number;
  format: 'csv' | 'xlsx';
}

export interface ExportFile {
  body: Buffer | string;
  type: string;
  fileName: string;
}

/** The town's halls (or the one asked for), in their order (HALL_ORDER, as the workspace lists them), each with its sessions of the days by start. */
export async function sessionsByHall(ctx: Read, query: Omit<ExportQuery, 'format'>) {
  const [hallList, { items }] = await Promise.all([
    ctx.db
      .select({ id: halls.id, name: halls.name })
      .from(halls)
      .where(and(eq(halls.town, ctx.town), ...(query.hall ? [eq(halls.id, query.hall)] : [])))
      .orderBy(...HALL_ORDER),
    listSessions(ctx, { from: query.from, days: query.days, hall: query.hall }),
  ]);
  return hallList.map((hall) => ({ hall, sessions: items.filter((s) => s.hall.id === hall.id) }));
}

export async function exportSessions(ctx: Read, query: ExportQuery): Promise<ExportFile> {
  const byHall = await sessionsByHall(ctx, query);
  const to = addDays(query.from, query.days - 1);
  const base = `sessions-${ctx.town}-${query.from}${query.days === 1 ? '' : `-${to}`}`;
  if (query.format === 'xlsx')
    return {
      body: await writeXlsx(
        byHall.map(({ hall, sessions }) => ({
          name: hall.name,
          rows: [[...EXPORT_COLUMNS], ...sessions.map(cells)],
        })),
      ),
      type: XLSX_TYPE,
      fileName: `${base}.xlsx`,
    };
  const records = byHall.flatMap(({ sessions }) =>
    sessions.map((session) =>
      cells(session).map((cell) =>
        typeof cell === 'number' ? cell.toFixed(2).replace('.', ',') : inert(cell ?? ''),
      ),
    ),
  );
  return {
    // A byte order mark and `;`: Excel opens the Cyrillic text as it is; the import reads both back.
    body: `\uFEFF${stringify([[...EXPORT_COLUMNS], ...records], { delimiter: ';', record_delimiter: 'windows' })}`,
    type: 'text/csv; charset=utf-8',
    fileName: `${base}.csv`,
  };
}
