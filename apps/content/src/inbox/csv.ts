// A CSV export of applications for Excel: UTF-8 with a byte order mark, `;` between fields, a Russian header row.
import { CALLBACK_TOPICS, PREFERRED_TIMES } from '@kino/api/forms';
import { formatPhoneNational } from '@kino/api/phone';
import type { ApplicationSummary } from '@kino/api/types';
import { stringify } from 'csv-stringify/sync';
import { type FormFields, STATUS_NAMES } from './applications.ts';

/** Excel reads a UTF-8 file as the system's code page unless it starts with a BOM. */
const BOM = '\uFEFF';

const KIND_NAMES = { callback: 'Обратный звонок', vacancy: 'Отклик на вакансию' } as const;
/** The forms' own labels of the callback's choices. */
const labelOf = (
  choices: ReadonlyArray<{ value: string; label: string }>,
  value: string | null | undefined,
) => (value ? (choices.find((choice) => choice.value === value)?.label ?? value) : '');

const HEADER = [
  'Получена',
  'Вид',
  'Статус',
  'Имя',
  'Телефон',
  'E-mail',
  'Вакансия',
  'Сообщение',
  'Удобное время',
  'Тема',
  'Резюме',
  'Номер заявки',
];

/**
 * A cell a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, tab, CR at the start) gets a leading apostrophe,
 * and only such a cell:
 * visitors' text must never run as a formula on a staff member's computer (OWASP «CSV injection»).
 */
export function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** «2026-11-23 18:30», the local time of the receipt's ISO string. */
const localTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function applicationsCsv(rows: ReadonlyArray<ApplicationSummary & { fields: FormFields }>): string {
  const records = rows.map((row) => [
    localTime(row.receivedAt),
    KIND_NAMES[row.kind],
    STATUS_NAMES[row.status],
    row.name,
    // Text to a spreadsheet as it is: the national form starts with no formula character, so needs no apostrophe.
    formatPhoneNational(row.phone),
    row.email ?? '',
    row.vacancy ? (row.vacancy.title ?? row.vacancy.slug) : '',
    row.fields.message ?? row.fields.comment ?? '',
    labelOf(PREFERRED_TIMES, row.fields.preferredTime),
    labelOf(CALLBACK_TOPICS, row.fields.topic),
    row.cv ? (row.cv.filename ?? 'есть') : '',
    row.id,
  ]);
  return (
    BOM +
    stringify([HEADER, ...records.map((record) => record.map(inert))], {
      delimiter: ';',
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
    })
  );
}
