// Importing a ticketing system's sessions (CSV, XLSX or JSON): a preview of every change with per-row errors, then apply.
import { randomUUID } from 'node:crypto';
import { formatValues } from '@kino/api/enums';
import type {
  FieldError,
  SessionImportInput,
  SessionImportPreview,
  SessionImportResult,
  SessionImportRow,
} from '@kino/api/types';
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { and, eq, inArray, or } from 'drizzle-orm';
import { films, halls, sessionImports, sessions } from '#src/db/schema.ts';
import { InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { audit, bumpVersion, type WriteContext } from './context.ts';
import {
  assertNoOverlaps,
  hallSlots,
  overlapMessage,
  overlaps,
  type Slot,
  slotName,
} from './session-overlaps.ts';
import { sessionStart, takeOverFromDemo } from './sessions.ts';
import { readXlsx } from './xlsx.ts';

/** A preview can be applied for this long. */
const PREVIEW_TTL_MS = 30 * 60_000;
/** Rows of one import; reading stops at the next one (a bigger export is refused without being read through). */
export const MAX_ROWS = 5_000;

type FilmRow = typeof films.$inferSelect;
type HallRow = typeof halls.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

type Column = keyof RawRow;

/**
 * The columns the importer reads: the name staff see first (in messages and the list of known columns), then every
 * other name an export may use. Names are compared in lower case without spaces, punctuation or a unit (BYN, руб.).
 */
const COLUMNS: Record<Column, readonly string[]> = {
  date: ['дата', 'date', 'day', 'день', 'кинодень'],
  time: ['время', 'time', 'начало', 'start', 'времяначала'],
  hall: ['зал', 'hall', 'screen'],
  film: ['фильм', 'film', 'movie', 'title', 'название'],
  format: ['формат', 'format'],
  price: ['цена', 'price', 'стоимость', 'ценабилета'],
  ticketUrl: [
    'ссылка',
    'ticket_url',
    'ticketurl',
    'ticket',
    'url',
    'link',
    'билеты',
    'ссылканабилет',
    'ссылканабилеты',
    'ссылканапокупку',
    'покупка',
  ],
  soldOut: ['продано', 'sold_out', 'soldout', 'распродано', 'нетбилетов', 'нетмест', 'билетыпроданы'],
  language: ['язык', 'language', 'lang', 'audio', 'языкзвука', 'языкфильма'],
  subtitles: ['субтитры', 'subtitles', 'subs', 'языксубтитров'],
  audioDescription: [
    'тифлокомментарий',
    'audio_description',
    'audiodescription',
    'тифлокомментарии',
    'аудиодескрипция',
    'аудиоописание',
  ],
  hardOfHearingSubtitles: [
    'для слабослышащих',
    'hard_of_hearing',
    'hardofhearing',
    'hardofhearingsubtitles',
    'субтитрыдляслабослышащих',
    'слабослышащие',
  ],
  sensoryFriendly: [
    'сенсорный',
    'sensory_friendly',
    'sensoryfriendly',
    'sensory',
    'сенсорныйсеанс',
    'сенсорнодружественный',
    'сенсорнобезопасный',
  ],
  parentAndBaby: [
    'с малышами',
    'parent_and_baby',
    'parentandbaby',
    'parents',
    'родителисмалышами',
    'дляродителейсмалышами',
    'мамыспапами',
    'смладенцами',
  ],
  id: ['id', 'external_id', 'externalid', 'код', 'ид', 'idсеанса', 'кодсеанса'],
};
/** The column's name as staff see it in a message. */
const label = (column: Column) => COLUMNS[column][0] ?? column;
const REQUIRED: readonly Column[] = ['date', 'time', 'hall', 'film', 'format', 'price'];

const squeeze = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');
const COLUMN_BY_NAME = new Map<string, Column>(
  (Object.entries(COLUMNS) as Array<[Column, readonly string[]]>).flatMap(([column, names]) =>
    names.map((name) => [squeeze(name), column] as const),
  ),
);

/** The column a header names, or undefined: «Цена, BYN», «ticket-url», «Ссылка на билет» are all known. */
export function columnOf(header: string): Column | undefined {
  const name = squeeze(header);
  return (
    COLUMN_BY_NAME.get(name) ??
    COLUMN_BY_NAME.get(name.replace(/(byn|бел(ы|орусских)?руб(лей|ли)?|руб(лей|ли)?|р)$/u, ''))
  );
}

/** The known columns as staff read them in a message: «дата, время, …». */
const knownColumns = () =>
  Object.values(COLUMNS)
    .map((names) => names[0])
    .join(', ');

interface RawRow {
  date?: unknown;
  time?: unknown;
  hall?: unknown;
  film?: unknown;
  format?: unknown;
  price?: unknown;
  ticketUrl?: unknown;
  soldOut?: unknown;
  language?: unknown;
  subtitles?: unknown;
  audioDescription?: unknown;
  hardOfHearingSubtitles?: unknown;
  sensoryFriendly?: unknown;
  parentAndBaby?: unknown;
  id?: unknown;
}

/** A record of the file: its values by column, and each column's name as the file writes it. */
export interface FileRow {
  row: number;
  line: number | null;
  raw: RawRow;
  /** The file's own name of each column (for messages); the English name when the file has none (JSON's keys). */
  names: Partial<Record<Column, string>>;
  /** What is wrong with the record before any value is read (a key the importer does not know). */
  errors: FieldError[];
  /** The workbook's sheet the row is on, when it has several. */
  sheet?: string;
}

/** The session features a row carries (the public schedule filters on them). */
interface Features {
  language: string;
  subtitles: string | null;
  audioDescription: boolean;
  hardOfHearingSubtitles: boolean;
  sensoryFriendly: boolean;
  parentAndBaby: boolean;
}

/** A row read without errors: what the session will be. */
interface Wanted extends Features {
  film: FilmRow;
  hall: HallRow;
  day: string;
  time: string;
  startsAt: Date;
  format: string;
  priceKopecks: number;
  ticketUrl: string | null;
  soldOut: boolean;
  externalId: string | null;
}

/** One write of the plan; changes and removals carry the session's updatedAt, to notice a change since the preview. */
type Operation =
  | { type: 'add'; values: StoredValues }
  | { type: 'change'; id: string; updatedAt: string; values: StoredValues }
  | { type: 'remove'; id: string; updatedAt: string };

interface StoredValues extends Features {
  filmId: number;
  hallId: number;
  startsAt: string;
  cinemaDay: string;
  format: string;
  priceKopecks: number;
  ticketUrl: string | null;
  soldOut: boolean;
  externalId: string | null;
  wheelchair: boolean;
}

interface Plan {
  preview: SessionImportPreview;
  operations: Operation[];
}

const fileError = (message: string) => new InvalidInputError([{ field: 'body.content', message }]);
const tooMany = () =>
  fileError(`В файле больше ${MAX_ROWS} сеансов: загрузите не больше ${MAX_ROWS} за раз.`);

/**
 * The file's text: UTF-8 (a BOM or not) when its bytes are valid UTF-8, Windows-1251 otherwise (Excel's «CSV» on a
 * Russian Windows). Text sent as text is taken as it is.
 */
export function decodeContent(input: Pick<SessionImportInput, 'content' | 'encoding'>): string {
  if (input.encoding !== 'base64') return input.content.replace(/^\uFEFF/, '');
  const bytes = Buffer.from(input.content, 'base64');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The separator the header row uses: the most frequent of `;`, tab and `,` outside quotes (a comma when none). */
export function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
}

/** What csv-parse's errors mean to staff. */
const CSV_ERRORS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'кавычка открыта и не закрыта до конца файла',
  CSV_INVALID_CLOSING_QUOTE: 'после закрывающей кавычки идёт текст, а не разделитель',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'после закрывающей кавычки идёт текст, а не разделитель',
  CSV_MAX_RECORD_SIZE: 'слишком длинная строка',
};

/** A record of a table (CSV's or a sheet's) with the file's line (the spreadsheet's row) it starts on. */
interface TableRecord {
  record: string[];
  line: number;
}

/**
 * The apostrophe the week's export puts before a cell a spreadsheet would run as a formula (`inert`): read back
 * without it, so an exported title such as «-Ёжик» imports as it was. Only before `=`, `+`, `-` or `@`.
 */
const unguarded = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/**
 * A table whose first record names the columns (a CSV file, a sheet of a workbook). `at` names a line in messages
 * («Строка 1», «Лист «Красный зал», строка 1»); `first` is the number of the table's first row among the file's.
 */
function readTable(records: TableRecord[], at: (line: number) => string, first = 1): FileRow[] {
  const [header, ...rows] = records;
  if (!header) return [];
  const columns: Array<Column | null> = [];
  const names: Partial<Record<Column, string>> = {};
  for (const name of header.record) {
    if (name === '') {
      columns.push(null); // An unnamed column (a trailing separator): its values must be empty.
      continue;
    }
    const column = columnOf(name);
    if (!column)
      throw fileError(
        `${at(header.line)}: столбец «${name}» неизвестен. Столбцы, которые читает импорт: ${knownColumns()}.`,
      );
    if (names[column])
      throw fileError(
        `${at(header.line)}: столбцы «${names[column]}» и «${name}» означают одно и то же; оставьте один.`,
      );
    names[column] = name;
    columns.push(column);
  }
  const missing = REQUIRED.filter((column) => !names[column]);
  if (missing.length > 0)
    throw fileError(
      `${at(header.line)}: нет ${missing.length === 1 ? 'столбца' : 'столбцов'} ${missing.map((c) => `«${label(c)}»`).join(', ')}.`,
    );
  return rows.map(({ record, line }, i) => {
    const raw: RawRow = {};
    const errors: FieldError[] = [];
    record.forEach((value, index) => {
      const column = columns[index];
      if (column) raw[column] = unguarded(value);
      else if (value !== '')
        errors.push({
          field: `столбец ${index + 1}`,
          message: `Значение «${value}» в столбце ${index + 1}, у которого нет названия в первой строке.`,
        });
    });
    return { row: first + i, line, raw, names, errors };
  });
}

/** A CSV export: the header row names the columns; reading stops after MAX_ROWS records. */
export function readCsv(text: string): FileRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(text, {
      delimiter: separatorOf(text),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      relax_column_count: true,
      info: true,
      // The header, MAX_ROWS rows and one more to know there are more: the parser stops there.
      to: MAX_ROWS + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError)
      throw fileError(
        `CSV не читается (строка ${(error as CsvError & { lines?: number }).lines ?? '?'}): ${
          CSV_ERRORS[error.code] ?? 'кавычки или разделители стоят не так, как в CSV'
        }.`,
      );
    throw error;
  }
  if (records.length === 0) throw fileError('В файле нет сеансов.');
  if (records.length > MAX_ROWS + 1) throw tooMany();
  return readTable(
    records.map(({ record, info }) => ({ record, line: info.lines })),
    (line) => `Строка ${line}`,
  );
}

/**
 * A workbook (XLSX, as Excel or LibreOffice save it, or the week's export): every sheet with a header row is a table
 * read by the CSV's rules — a sheet per hall, as the export writes it, or one sheet of everything. Lines are the
 * spreadsheet's rows; a message about a header names its sheet when there are several.
 */
export async function readWorkbook(bytes: Buffer): Promise<FileRow[]> {
  let sheets: Awaited<ReturnType<typeof readXlsx>>;
  try {
    sheets = await readXlsx(bytes);
  } catch {
    throw fileError(
      'XLSX не читается: файл повреждён или это не книга Excel. Сохраните его заново как .xlsx.',
    );
  }
  const tables = sheets
    .map((sheet) => ({
      name: sheet.name,
      records: sheet.rows
        .map((record, r) => ({ record: record.map((cell) => cell.trim()), line: r + 1 }))
        .filter(({ record }) => record.some((cell) => cell !== '')),
    }))
    .filter((table) => table.records.length > 0);
  if (tables.reduce((sum, t) => sum + t.records.length - 1, 0) > MAX_ROWS) throw tooMany();
  const rows: FileRow[] = [];
  for (const table of tables)
    rows.push(
      ...readTable(
        table.records,
        (line) => (tables.length > 1 ? `Лист «${table.name}», строка ${line}` : `Строка ${line}`),
        rows.length + 1,
      ).map((row) => (tables.length > 1 ? { ...row, sheet: table.name } : row)),
    );
  return rows;
}

/** JSON's keys: the columns' names (`ticketUrl`, `soldOut`, … as well); an unknown key is an error of its record. */
function readJson(content: string): FileRow[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw fileError(`JSON не читается: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : (data as { sessions?: unknown } | null)?.sessions;
  if (!Array.isArray(list)) throw fileError('Ожидается массив сеансов или объект { "sessions": [...] }.');
  if (list.length > MAX_ROWS) throw tooMany();
  return list.map((item, i) => {
    const raw: RawRow = {};
    const names: Partial<Record<Column, string>> = {};
    const errors: FieldError[] = [];
    if (!item || typeof item !== 'object' || Array.isArray(item))
      errors.push({ field: 'запись', message: 'Ожидается объект с полями сеанса.' });
    else
      for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
        const column = columnOf(key) ?? (key in COLUMNS ? (key as Column) : undefined);
        if (!column) {
          errors.push({
            field: key,
            message: `Поле «${key}» неизвестно. Поля, которые читает импорт: ${knownColumns()}.`,
          });
          continue;
        }
        raw[column] = value;
        names[column] = key;
      }
    return { row: i + 1, line: null, raw, names, errors };
  });
}

export async function readFile(input: SessionImportInput): Promise<FileRow[]> {
  if (input.format === 'xlsx') {
    if (input.encoding !== 'base64')
      throw new InvalidInputError([
        { field: 'body.encoding', message: 'Книгу XLSX присылайте в base64 (encoding: base64).' },
      ]);
    return readWorkbook(Buffer.from(input.content, 'base64'));
  }
  const content = decodeContent(input);
  return input.format === 'csv' ? readCsv(content) : readJson(content);
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

function parseDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : ru
      ? [ru[3], ru[2]!.padStart(2, '0'), ru[1]!.padStart(2, '0')]
      : [];
  if (!y) return null;
  const day = `${y}-${m}-${d}`;
  return new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}

function parseTime(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const hh = Number(match[1]);
  const mm = Number(match[2]);
  return hh < 24 && mm < 60 ? `${String(hh).padStart(2, '0')}:${match[2]}` : null;
}

function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = text(value).toLocaleLowerCase('ru');
  // ИСТИНА/ЛОЖЬ: how a Russian Excel writes TRUE and FALSE.
  if (['', '0', 'false', 'no', 'нет', 'н', '-', 'ложь'].includes(t)) return false;
  if (['1', 'true', 'yes', 'да', 'д', 'x', 'х', '+', 'истина'].includes(t)) return true;
  return null;
}

/** BYN with a decimal comma or point: «12,50», «12.5», «1 234,50 BYN», «12 руб.». */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const t = text(value)
    .replace(/\s/g, '')
    .replace(/(byn|бел\.?руб\.?|руб\.?|р\.?)$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

function parseUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Languages by their Russian names, as a ticketing system may write them; codes (BCP 47) are taken as they are. */
const LANGUAGES: Record<string, string> = {
  русский: 'ru',
  английский: 'en',
  белорусский: 'be',
  французский: 'fr',
  немецкий: 'de',
  испанский: 'es',
  итальянский: 'it',
  японский: 'ja',
  корейский: 'ko',
  китайский: 'zh',
  украинский: 'uk',
  польский: 'pl',
};

function parseLanguage(value: string): string | null {
  const t = value.toLocaleLowerCase('ru');
  return /^[a-z]{2,3}$/.test(t) ? t : (LANGUAGES[t] ?? null);
}

const lower = (s: string) => s.trim().toLocaleLowerCase('ru');

/** One row checked against the town's halls and films; every problem of the row, by the column's name in the file. */
function readRow(
  file: FileRow,
  hallList: HallRow[],
  filmList: FilmRow[],
): { wanted?: Wanted; errors: FieldError[] } {
  const { raw, names } = file;
  const errors: FieldError[] = [...file.errors];
  const fail = (column: Column, message: string) =>
    errors.push({ field: names[column] ?? label(column), message });
  const day = parseDate(text(raw.date));
  if (!day)
    fail(
      'date',
      text(raw.date) ? `Дата «${text(raw.date)}» не читается (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ).` : 'Нет даты.',
    );
  const time = parseTime(text(raw.time));
  if (!time) fail('time', text(raw.time) ? `Время «${text(raw.time)}» не читается (ЧЧ:ММ).` : 'Нет времени.');
  const hallName = text(raw.hall);
  const hall = hallList.find((h) => h.slug === hallName || lower(h.name) === lower(hallName));
  if (!hall) fail('hall', hallName ? `Зала «${hallName}» нет в этом городе.` : 'Не указан зал.');
  const filmName = text(raw.film);
  const film = filmList.find((f) => f.slug === filmName || lower(f.title) === lower(filmName));
  if (!film) fail('film', filmName ? `Фильма «${filmName}» нет в этом городе.` : 'Не указан фильм.');
  const format = text(raw.format).toUpperCase().replace('DOLBY ATMOS', 'Dolby Atmos');
  if (!(formatValues as readonly string[]).includes(format))
    fail('format', `Формат «${text(raw.format)}» не из списка: ${formatValues.join(', ')}.`);
  else if (hall && !hall.formats.includes(format))
    fail('format', `Зал «${hall.name}» не показывает ${format}.`);
  const price = parsePrice(raw.price);
  if (price === null)
    fail(
      'price',
      text(raw.price) ? `Цена «${text(raw.price)}» не читается (число, BYN: 12,50 или 12.50).` : 'Нет цены.',
    );
  else if (price > 10_000) fail('price', `Цена ${text(raw.price)} больше 10 000 BYN.`);
  const ticket = text(raw.ticketUrl);
  const ticketUrl = ticket ? parseUrl(ticket) : null;
  if (ticket && !ticketUrl) fail('ticketUrl', `«${ticket}» не похоже на ссылку (https://…).`);
  else if (ticketUrl && ticketUrl.length > 500) fail('ticketUrl', 'Ссылка длиннее 500 знаков.');
  const flag = (column: Column) => {
    const value = parseBoolean(raw[column]);
    if (value === null) fail(column, `«${text(raw[column])}»: ожидается да или нет.`);
    return value ?? false;
  };
  const soldOut = flag('soldOut');
  const audioDescription = flag('audioDescription');
  const hardOfHearingSubtitles = flag('hardOfHearingSubtitles');
  const sensoryFriendly = flag('sensoryFriendly');
  const parentAndBaby = flag('parentAndBaby');
  const languageText = text(raw.language);
  const language = languageText ? parseLanguage(languageText) : 'ru';
  if (!language)
    fail('language', `Язык «${languageText}» не читается (ru, en, … или «русский», «английский», …).`);
  // Subtitles: their language, or yes/no (yes: Russian ones).
  const subtitlesText = text(raw.subtitles);
  const subtitlesFlag = parseBoolean(raw.subtitles);
  const subtitles =
    subtitlesFlag === false ? null : subtitlesFlag === true ? 'ru' : parseLanguage(subtitlesText);
  if (subtitlesFlag === null && !subtitles)
    fail('subtitles', `Субтитры «${subtitlesText}»: ожидается да, нет или язык (ru, en, …).`);
  const externalId = text(raw.id) || null;
  if (externalId && externalId.length > 200) fail('id', 'Слишком длинный id.');
  if (errors.length > 0) return { errors };
  return {
    errors,
    wanted: {
      film: film!,
      hall: hall!,
      day: day!,
      time: time!,
      startsAt: sessionStart(day!, time!),
      format,
      priceKopecks: Math.round(price! * 100),
      ticketUrl,
      soldOut,
      language: language!,
      subtitles,
      audioDescription,
      hardOfHearingSubtitles,
      sensoryFriendly,
      parentAndBaby,
      externalId,
    },
  };
}

const features = (from: Features): Features => ({
  language: from.language,
  subtitles: from.subtitles,
  audioDescription: from.audioDescription,
  hardOfHearingSubtitles: from.hardOfHearingSubtitles,
  sensoryFriendly: from.sensoryFriendly,
  parentAndBaby: from.parentAndBaby,
});

const values = (wanted: Wanted): StoredValues => ({
  filmId: wanted.film.id,
  hallId: wanted.hall.id,
  startsAt: wanted.startsAt.toISOString(),
  cinemaDay: wanted.day,
  format: wanted.format,
  priceKopecks: wanted.priceKopecks,
  ticketUrl: wanted.ticketUrl,
  soldOut: wanted.soldOut,
  externalId: wanted.externalId,
  wheelchair: wanted.hall.accessible,
  ...features(wanted),
});

const money = (kopecks: number) => `${(kopecks / 100).toFixed(2)} BYN`;
const timeOfRow = (row: SessionRow) =>
  new Intl.DateTimeFormat('ru', { timeZone: 'Europe/Minsk', hour: '2-digit', minute: '2-digit' }).format(
    row.startsAt,
  );
const yesNo = (value: boolean) => (value ? 'да' : 'нет');

/** What a stored session would change into: the fields that differ, as people read them. */
function differences(
  row: SessionRow,
  wanted: Wanted,
  filmsById: Map<number, FilmRow>,
  hallsById: Map<number, HallRow>,
) {
  const changes: SessionImportRow['changes'] = [];
  const add = (field: string, from: string | null, to: string | null) => {
    if (from !== to) changes.push({ field, from, to });
  };
  add('film', filmsById.get(row.filmId)?.title ?? null, wanted.film.title);
  add('hall', hallsById.get(row.hallId)?.name ?? null, wanted.hall.name);
  add('date', row.cinemaDay, wanted.day);
  add('time', timeOfRow(row), wanted.time);
  add('format', row.format, wanted.format);
  add('price', money(row.priceKopecks), money(wanted.priceKopecks));
  add('ticketUrl', row.ticketUrl, wanted.ticketUrl);
  add('soldOut', yesNo(row.soldOut), yesNo(wanted.soldOut));
  add('language', row.language, wanted.language);
  add('subtitles', row.subtitles, wanted.subtitles);
  add('audioDescription', yesNo(row.audioDescription), yesNo(wanted.audioDescription));
  add('hardOfHearingSubtitles', yesNo(row.hardOfHearingSubtitles), yesNo(wanted.hardOfHearingSubtitles));
  add('sensoryFriendly', yesNo(row.sensoryFriendly), yesNo(wanted.sensoryFriendly));
  add('parentAndBaby', yesNo(row.parentAndBaby), yesNo(wanted.parentAndBaby));
  return changes;
}

function rowValues(
  row: SessionRow,
  filmsById: Map<number, FilmRow>,
  hallsById: Map<number, HallRow>,
): SessionImportRow['values'] {
  const film = filmsById.get(row.filmId);
  const hall = hallsById.get(row.hallId);
  if (!film || !hall) return null;
  return {
    day: row.cinemaDay,
    time: timeOfRow(row),
    hall: { slug: hall.slug, name: hall.name },
    film: { slug: film.slug, title: film.title },
    format: row.format as NonNullable<SessionImportRow['values']>['format'],
    price: row.priceKopecks / 100,
    ticketUrl: row.ticketUrl,
    soldOut: row.soldOut,
    ...features(row),
  };
}

/**
 * Reads the file and works out what applying it would do: each row an addition, a change, unchanged or an error.
 * The demo schedule's sessions of the (hall, cinema day) pairs the file names are removals; so, with `replace`, is
 * every other stored session there that the file does not list. Without it they stay, and a row that would overlap
 * one of them, or another row, is an error naming it. Stored as a preview; nothing else changes.
 */
export async function previewImport(
  ctx: WriteContext,
  input: SessionImportInput,
): Promise<SessionImportPreview> {
  const file = await readFile(input);
  if (file.length === 0) throw fileError('В файле нет сеансов.');
  const [hallList, filmList] = await Promise.all([
    ctx.db.select().from(halls).where(eq(halls.town, ctx.town)),
    ctx.db.select().from(films).where(eq(films.town, ctx.town)),
  ]);
  const hallsById = new Map(hallList.map((h) => [h.id, h]));
  const filmsById = new Map(filmList.map((f) => [f.id, f]));
  const read = file.map((row) => ({ ...row, ...readRow(row, hallList, filmList) }));
  const timeField = (row: FileRow) => row.names.time ?? label('time');

  // Two rows for one hall and start: the later one is an error.
  const seen = new Map<string, number>();
  for (const row of read) {
    if (!row.wanted) continue;
    const key = `${row.wanted.hall.id}|${row.wanted.startsAt.getTime()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      row.errors.push({
        field: timeField(row),
        message: `Повторяет сеанс из записи ${first} (тот же зал и время).`,
      });
      row.wanted = undefined;
    } else seen.set(key, row.row);
  }

  const covered = new Map<number, Set<string>>();
  for (const row of read) {
    if (!row.wanted) continue;
    const days = covered.get(row.wanted.hall.id) ?? new Set<string>();
    days.add(row.wanted.day);
    covered.set(row.wanted.hall.id, days);
  }
  const externalIds = read.flatMap((row) => (row.wanted?.externalId ? [row.wanted.externalId] : []));
  const existing = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.town, ctx.town),
        or(
          ...[...covered].map(([hallId, days]) =>
            and(eq(sessions.hallId, hallId), inArray(sessions.cinemaDay, [...days])),
          ),
          ...(externalIds.length > 0 ? [inArray(sessions.externalId, externalIds)] : []),
        ),
      ),
    );
  const byExternal = new Map(existing.filter((s) => s.externalId).map((s) => [s.externalId!, s]));
  const bySlot = new Map(existing.map((s) => [`${s.hallId}|${s.startsAt.getTime()}`, s]));

  // Which stored session each row changes (by the ticketing system's id, else by hall and start).
  const matched = new Map<string, (typeof read)[number]>();
  const currentOf = new Map<(typeof read)[number], SessionRow>();
  for (const row of read) {
    if (!row.wanted) continue;
    const current =
      (row.wanted.externalId ? byExternal.get(row.wanted.externalId) : undefined) ??
      bySlot.get(`${row.wanted.hall.id}|${row.wanted.startsAt.getTime()}`);
    if (!current || matched.has(current.id)) continue;
    matched.set(current.id, row);
    currentOf.set(row, current);
  }
  const removed = existing.filter(
    (session) =>
      !matched.has(session.id) &&
      covered.get(session.hallId)?.has(session.cinemaDay) &&
      (input.replace || session.source === 'demo'),
  );

  // The hall's timeline after the import: the rows, and the stored sessions around them that stay.
  const gone = new Set([...matched.keys(), ...removed.map((s) => s.id)]);
  for (const [hallId, days] of covered) {
    const { cleaningMin, slots: stored } = await hallSlots(ctx.db, hallId, [...days]);
    const rowOf = new Map<string, (typeof read)[number]>();
    const slots: Slot[] = stored.filter((slot) => !gone.has(slot.id));
    for (const row of read) {
      if (row.wanted?.hall.id !== hallId) continue;
      const id = `row:${row.row}`;
      rowOf.set(id, row);
      slots.push({
        id,
        startsAt: row.wanted.startsAt,
        durationMin: row.wanted.film.durationMin,
        film: row.wanted.film.title,
        cinemaDay: row.wanted.day,
      });
    }
    for (const [earlier, later] of overlaps(slots, cleaningMin)) {
      // The later row is the one to move; a stored session is never the file's error.
      const row = rowOf.get(later.id) ?? rowOf.get(earlier.id);
      const other = row === rowOf.get(later.id) ? earlier : later;
      if (!row?.wanted) continue;
      const otherRow = rowOf.get(other.id);
      row.errors.push({
        field: timeField(row),
        message: otherRow
          ? `Пересекается с записью ${otherRow.row}${otherRow.line ? ` (строка ${otherRow.line})` : ''}: ${slotName(other)}; между сеансами в этом зале нужно ${cleaningMin} мин на уборку.`
          : `${overlapMessage(other, cleaningMin)} Уберите его в расписании или загрузите файл с заменой.`,
      });
    }
    for (const row of rowOf.values()) if (row.errors.length > 0) row.wanted = undefined;
  }

  const rows: SessionImportRow[] = [];
  const operations: Operation[] = [];
  for (const row of read) {
    const base = { line: row.line, row: row.row, ...(row.sheet ? { sheet: row.sheet } : {}) };
    if (!row.wanted) {
      rows.push({ ...base, action: 'error', sessionId: null, values: null, changes: [], errors: row.errors });
      continue;
    }
    const wanted = row.wanted;
    const preview: SessionImportRow['values'] = {
      day: wanted.day,
      time: wanted.time,
      hall: { slug: wanted.hall.slug, name: wanted.hall.name },
      film: { slug: wanted.film.slug, title: wanted.film.title },
      format: wanted.format as NonNullable<SessionImportRow['values']>['format'],
      price: wanted.priceKopecks / 100,
      ticketUrl: wanted.ticketUrl,
      soldOut: wanted.soldOut,
      ...features(wanted),
    };
    const current = currentOf.get(row);
    if (!current) {
      rows.push({ ...base, action: 'add', sessionId: null, values: preview, changes: [], errors: [] });
      operations.push({ type: 'add', values: values(wanted) });
      continue;
    }
    const changes = differences(current, wanted, filmsById, hallsById);
    const sameId = (current.externalId ?? null) === wanted.externalId || wanted.externalId === null;
    if (changes.length === 0 && sameId && current.source !== 'demo') {
      rows.push({
        ...base,
        action: 'unchanged',
        sessionId: current.id,
        values: preview,
        changes,
        errors: [],
      });
      continue;
    }
    rows.push({ ...base, action: 'change', sessionId: current.id, values: preview, changes, errors: [] });
    operations.push({
      type: 'change',
      id: current.id,
      updatedAt: current.updatedAt.toISOString(),
      values: { ...values(wanted), externalId: wanted.externalId ?? current.externalId },
    });
  }
  for (const session of removed) {
    rows.push({
      line: null,
      row: null,
      action: 'remove',
      sessionId: session.id,
      values: rowValues(session, filmsById, hallsById),
      changes: [],
      errors: [],
    });
    operations.push({ type: 'remove', id: session.id, updatedAt: session.updatedAt.toISOString() });
  }
  const counts = { add: 0, change: 0, remove: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action]++;
  const id = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + PREVIEW_TTL_MS);
  const result: SessionImportPreview = {
    id,
    expiresAt: expiresAt.toISOString(),
    fileName: input.fileName ?? null,
    rows,
    counts,
    canApply: counts.error === 0,
  };
  await ctx.db.insert(sessionImports).values({
    id,
    town: ctx.town,
    createdBy: ctx.staff?.id ?? null,
    createdAt: ctx.now,
    expiresAt,
    fileName: input.fileName ?? null,
    plan: { preview: result, operations } satisfies Plan,
  });
  return result;
}

/**
 * Applies a preview exactly, in one transaction; refused when it had errors, expired, was applied or went stale —
 * or when sessions added since would overlap its rows (checked after the writes, so nothing is kept then).
 */
export async function applyImport(
  ctx: WriteContext,
  importId: string,
  /** How the audit log names the import (the schedule sync names itself). */
  name = 'Импорт сеансов',
): Promise<SessionImportResult> {
  const [stored] = await ctx.db
    .select()
    .from(sessionImports)
    .where(and(eq(sessionImports.town, ctx.town), eq(sessionImports.id, importId)));
  if (!stored) throw new NotFoundError('Такого предпросмотра импорта нет.');
  const plan = stored.plan as Plan;
  if (stored.appliedAt) throw new ConflictError('Этот импорт уже применён.');
  if (stored.expiresAt <= ctx.now) throw new ConflictError('Предпросмотр устарел: загрузите файл ещё раз.');
  if (!plan.preview.canApply)
    throw new ConflictError(
      `В файле есть ошибки (${plan.preview.counts.error}): исправьте их и загрузите файл снова.`,
    );
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const touched = plan.operations.flatMap((op) => (op.type === 'add' ? [] : [op.id]));
    const current = new Map(
      (touched.length > 0 ? await db.select().from(sessions).where(inArray(sessions.id, touched)) : []).map(
        (row) => [row.id, row],
      ),
    );
    const stale = () => new ConflictError('Сеансы изменились после предпросмотра: загрузите файл ещё раз.');
    const counts = { added: 0, changed: 0, removed: 0 };
    const days = new Map<number, Set<string>>();
    const written = new Set<string>();
    for (const op of plan.operations) {
      if (op.type !== 'add') {
        const row = current.get(op.id);
        if (!row || row.updatedAt.toISOString() !== op.updatedAt) throw stale();
      }
      if (op.type === 'remove') {
        await db.delete(sessions).where(eq(sessions.id, op.id));
        counts.removed++;
        continue;
      }
      const v = op.values;
      const columns = {
        filmId: v.filmId,
        hallId: v.hallId,
        startsAt: new Date(v.startsAt),
        cinemaDay: v.cinemaDay,
        format: v.format,
        priceKopecks: v.priceKopecks,
        ticketUrl: v.ticketUrl,
        soldOut: v.soldOut,
        externalId: v.externalId,
        wheelchair: v.wheelchair,
        // Previews stored before sessions carried their features read as plain Russian sessions.
        language: v.language ?? 'ru',
        subtitles: v.subtitles ?? null,
        audioDescription: v.audioDescription ?? false,
        hardOfHearingSubtitles: v.hardOfHearingSubtitles ?? false,
        sensoryFriendly: v.sensoryFriendly ?? false,
        parentAndBaby: v.parentAndBaby ?? false,
        updatedAt: ctx.now,
      };
      const hallDays = days.get(v.hallId) ?? new Set<string>();
      hallDays.add(v.cinemaDay);
      days.set(v.hallId, hallDays);
      if (op.type === 'change') {
        const row = current.get(op.id)!;
        await db
          .update(sessions)
          .set({ ...columns, ...(row.source === 'demo' ? { source: 'import' as const } : {}) })
          .where(eq(sessions.id, op.id));
        written.add(op.id);
        counts.changed++;
      } else {
        const id = `${ctx.town}-${randomUUID()}`;
        await db.insert(sessions).values({ id, town: ctx.town, source: 'import', ...columns });
        written.add(id);
        counts.added++;
      }
    }
    // The imported hall-days are staff's now: the demo schedule leaves them alone.
    for (const [hallId, hallDays] of days) {
      await takeOverFromDemo(db, hallId, [...hallDays]);
      await assertNoOverlaps(db, hallId, [...hallDays], written, 'body.content');
    }
    await db.update(sessionImports).set({ appliedAt: ctx.now }).where(eq(sessionImports.id, importId));
    return counts;
  });
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: 'session',
    itemId: importId,
    summary: `${name}${stored.fileName ? ` «${stored.fileName}»` : ''}: добавлено ${result.added}, изменено ${result.changed}, удалено ${result.removed}`,
  });
  return result;
}
