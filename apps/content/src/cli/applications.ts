// `pnpm --filter @kino/content applications`: visitors' applications for staff, newest first, one line each.
import { toLocalIso } from '@kino/api/cinema-time';
import { listApplications } from '#src/content/orders.ts';
import { openConfiguredDatabase } from './database.ts';

const limit = Number(process.argv.find((arg) => arg.startsWith('--limit='))?.slice(8) ?? 1000);
const KIND = { vacancy: 'vacancy (отклик)', callback: 'callback (звонок)' } as const;
const CV = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
} as Record<string, string>;

const oneLine = (value: unknown, max = 60) => {
  const text = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

const database = await openConfiguredDatabase();
try {
  const rows = await listApplications(database.db, limit);
  if (rows.length === 0) {
    console.log('No applications yet.');
  } else {
    const header = ['received', 'town', 'kind', 'vacancy', 'name', 'phone', 'email', 'cv', 'details'];
    const table = rows.map((row) => {
      const fields = row.fields as Record<string, unknown>;
      const details =
        row.kind === 'vacancy'
          ? oneLine(fields.message)
          : oneLine([fields.preferredTime, fields.topic, fields.comment].filter(Boolean).join(' · '));
      const cv = row.cvMime
        ? `${CV[row.cvMime] ?? row.cvMime} ${Math.ceil((row.cvSize ?? 0) / 1024)} KB`
        : '—';
      return [
        toLocalIso(row.receivedAt),
        row.town,
        KIND[row.kind],
        row.vacancy ?? '—',
        oneLine(row.name, 40),
        row.phone,
        row.email ?? '—',
        cv,
        details || '—',
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of table) console.log(line(row));
    console.log(`\n${rows.length} application(s), newest first.`);
  }
} finally {
  await database.close();
}
