// Visitor applications: CV type detection by content, idempotent durable storage, and the staff listing.
import { createHash, randomUUID } from 'node:crypto';
import { toLocalIso } from '@kino/api/cinema-time';
import type { OrderReceipt, Town } from '@kino/api/types';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { applications } from '#src/db/schema.ts';
import { IdempotencyConflictError } from './errors.ts';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export type CvKind =
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.oasis.opendocument.text';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The CV's real type from its bytes (the declared type and file name are not trusted), or null. */
export function sniffCv(bytes: Buffer): CvKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(OLE)) return 'application/msword';
  if (bytes.subarray(0, 4).equals(ZIP)) {
    // ODF stores an uncompressed "mimetype" entry first; OOXML packages name their parts in the zip headers.
    const head = bytes.subarray(30, 30 + 8).toString('latin1');
    if (head === 'mimetype') {
      const mime = bytes.subarray(38, 38 + 64).toString('latin1');
      if (mime.startsWith('application/vnd.oasis.opendocument.text'))
        return 'application/vnd.oasis.opendocument.text';
      return null;
    }
    const names = bytes.toString('latin1');
    if (names.includes('[Content_Types].xml') && names.includes('word/document.xml'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** Stable JSON (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export interface ApplicationInput {
  town: Town;
  kind: 'vacancy' | 'callback';
  idempotencyKey: string | undefined;
  vacancySlug: string | null;
  name: string;
  phone: string;
  email: string | null;
  fields: Record<string, unknown>;
  cv: { bytes: Buffer; mime: CvKind; filename: string | null } | null;
}

const receiptOf = (row: { id: string; receivedAt: Date }): OrderReceipt => ({
  id: row.id,
  receivedAt: toLocalIso(row.receivedAt),
  status: 'received',
});

/**
 * Stores the application (committed before this resolves) and answers its receipt. The same Idempotency-Key with
 * the same body answers the first receipt again; with a different body it is an IdempotencyConflictError.
 */
export async function storeApplication(
  db: Db,
  input: ApplicationInput,
): Promise<{ receipt: OrderReceipt; replay: boolean }> {
  const bodyHash = createHash('sha256')
    .update(
      canonical({
        kind: input.kind,
        vacancy: input.vacancySlug,
        name: input.name,
        phone: input.phone,
        email: input.email,
        fields: input.fields,
      }),
    )
    .update(input.cv ? createHash('sha256').update(input.cv.bytes).digest('hex') : '-')
    .digest('hex');
  const row = {
    id: randomUUID(),
    town: input.town,
    kind: input.kind,
    vacancySlug: input.vacancySlug,
    name: input.name,
    phone: input.phone,
    email: input.email,
    fields: input.fields,
    cv: input.cv ? new Uint8Array(input.cv.bytes) : null,
    cvMime: input.cv?.mime ?? null,
    cvFilename: input.cv?.filename ?? null,
    cvSize: input.cv?.bytes.length ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    bodyHash,
    receivedAt: new Date(),
  };
  const inserted = await db
    .insert(applications)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: applications.id, receivedAt: applications.receivedAt });
  if (inserted[0]) return { receipt: receiptOf(inserted[0]), replay: false };

  // Only an Idempotency-Key can conflict: find the first application filed under it.
  const [first] = await db
    .select({ id: applications.id, receivedAt: applications.receivedAt, bodyHash: applications.bodyHash })
    .from(applications)
    .where(
      and(
        eq(applications.town, input.town),
        eq(applications.kind, input.kind),
        eq(applications.idempotencyKey, input.idempotencyKey ?? ''),
      ),
    );
  if (!first) throw new Error('Application conflict without a stored application');
  if (first.bodyHash !== bodyHash)
    throw new IdempotencyConflictError(
      'Этот Idempotency-Key уже использован для другой заявки. Для новой заявки нужен новый ключ.',
    );
  return { receipt: receiptOf(first), replay: true };
}

/** Newest first, without file bytes: what the staff command prints. */
export async function listApplications(db: Db, limit = 100) {
  return db
    .select({
      id: applications.id,
      receivedAt: applications.receivedAt,
      town: applications.town,
      kind: applications.kind,
      vacancy: applications.vacancySlug,
      name: applications.name,
      phone: applications.phone,
      email: applications.email,
      fields: applications.fields,
      cvMime: applications.cvMime,
      cvFilename: applications.cvFilename,
      cvSize: applications.cvSize,
    })
    .from(applications)
    .orderBy(desc(applications.receivedAt))
    .limit(limit);
}
