// Visitor applications: the CV's type by content and its file name, idempotent durable storage with the consent given.
import { createHash, randomUUID } from 'node:crypto';
import { toLocalIso } from '@kino/api/cinema-time';
import { CONSENT_VERSION, type CV_TYPES, LIMITS, MESSAGES } from '@kino/api/forms';
import type { OrderReceipt, Town } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '#src/db/client.ts';
import type { FileStore } from '#src/db/files.ts';
import { applications, mailOutbox } from '#src/db/schema.ts';
import { IdempotencyConflictError, InvalidInputError, UnsupportedFileError } from './errors.ts';

export const CV_MAX_BYTES = LIMITS.cvMaxBytes;

export type CvKind = keyof typeof CV_TYPES;

/**
 * What file-type reports for each accepted CV type, and the extensions a file of that type may be named with. DOC is
 * an OLE compound file, which file-type reports as `cfb`.
 */
const CV_KINDS: Record<string, { mime: CvKind; extensions: readonly string[] }> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  cfb: { mime: 'application/msword', extensions: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
};

/** Longest CV file name stored, in characters (the extension is kept when a longer one is shortened). */
export const CV_FILENAME_MAX = 120;

/** C0/C1 controls and the bidi embeddings, overrides and isolates (a name like `cv\u202Efdp.exe` shows as `cvexe.pdf`). */
const FORBIDDEN_IN_FILENAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Other invisible format characters (zero-width space, joiners, BOM, soft hyphen): dropped. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The name a CV is stored under: NFC, the last path segment only (old browsers send `C:\\…\\cv.pdf`), no invisible
 * characters, at most CV_FILENAME_MAX characters. Control and bidi characters are the client's mistake: an
 * InvalidInputError.
 */
export function cleanCvFilename(raw: string | null): string | null {
  if (!raw) return null;
  const name = raw.normalize('NFC');
  if (FORBIDDEN_IN_FILENAME.test(name))
    throw new InvalidInputError([{ field: 'body.cv', message: MESSAGES.cvName }]);
  const base = (name.split(/[\\/]/).pop() ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  if (base === '' || base === '.' || base === '..') return null;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(base)?.[0] ?? '';
  return bounded(base.slice(0, base.length - extension.length), extension);
}

/** `stem` + `extension` in at most CV_FILENAME_MAX characters (code points): the stem is cut, the extension kept. */
function bounded(stem: string, extension: string): string {
  const chars = Array.from(stem);
  const room = CV_FILENAME_MAX - Array.from(extension).length;
  return chars.length <= room
    ? `${stem}${extension}`
    : `${chars.slice(0, room).join('').trimEnd()}${extension}`;
}

const extensionOf = (filename: string) => /\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase();

/**
 * The CV's type from its bytes by file-type (the declared type is not trusted), checked against its file name: a
 * name with an extension must name that type (`%PDF-…` sent as `cv.html` is refused). A name without one gets the
 * type's. Throws UnsupportedFileError (415) or InvalidInputError (400, a bad file name).
 */
export async function checkCv(
  bytes: Buffer,
  rawFilename: string | null,
): Promise<{ mime: CvKind; filename: string | null }> {
  const filename = cleanCvFilename(rawFilename);
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? CV_KINDS[detected.ext] : undefined;
  if (!kind) throw new UnsupportedFileError(MESSAGES.cvType);
  if (filename === null) return { mime: kind.mime, filename: null };
  const extension = extensionOf(filename);
  if (extension === undefined)
    return { mime: kind.mime, filename: bounded(filename, `.${kind.extensions[0]}`) };
  if (!kind.extensions.includes(extension)) throw new UnsupportedFileError(MESSAGES.cvExtension);
  return { mime: kind.mime, filename };
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
  /** The CV with its SHA-256 (hex), taken as it arrived. */
  cv: { bytes: Buffer; sha256: string; mime: CvKind; filename: string | null } | null;
}

const receiptOf = (row: { id: string; receivedAt: Date }): OrderReceipt => ({
  id: row.id,
  receivedAt: toLocalIso(row.receivedAt),
  status: 'received',
});

export interface StoreOptions {
  /** The service's clock: when it was received and consented to. */
  now: Date;
  /** Whether the town's staff are told by e-mail: an outbox row is written in the same transaction. */
  notify: boolean;
  /** The embedded database's file store: the CV is a file there, written before the row; null: in the row. */
  files: FileStore | null;
}

/**
 * Whether an application of this kind was already filed in the town under this Idempotency-Key: its retry answers the
 * stored receipt (storeApplication) and is not a new application, so the rate limit does not count it.
 */
export async function isFiledUnder(
  db: Db,
  town: Town,
  kind: ApplicationInput['kind'],
  idempotencyKey: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.town, town),
        eq(applications.kind, kind),
        eq(applications.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Stores the application (committed before this resolves) with the consent text's version and time, and its
 * notification in the mail outbox when the town has one. The same Idempotency-Key with the same body answers the
 * first receipt again; with a different body it is an IdempotencyConflictError.
 */
export async function storeApplication(
  db: Db,
  input: ApplicationInput,
  options: StoreOptions,
): Promise<{ receipt: OrderReceipt; replay: boolean }> {
  const cvSha256 = input.cv?.sha256 ?? null;
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
    .update(cvSha256 ?? '-')
    .digest('hex');
  // Written and made durable before the row is committed: an acknowledged application's CV is on disk. PGlite took
  // 8–11 s of its only thread to store 5 MiB in a row; a file is written by the thread pool (decision 045).
  const cvFile = input.cv && options.files ? await options.files.put(input.cv.bytes) : null;
  const row = {
    id: randomUUID(),
    town: input.town,
    kind: input.kind,
    vacancySlug: input.vacancySlug,
    name: input.name,
    phone: input.phone,
    email: input.email,
    fields: input.fields,
    cv: input.cv && !cvFile ? new Uint8Array(input.cv.bytes) : null,
    cvFile,
    cvMime: input.cv?.mime ?? null,
    cvFilename: input.cv?.filename ?? null,
    cvSize: input.cv?.bytes.length ?? null,
    cvSha256,
    idempotencyKey: input.idempotencyKey ?? null,
    bodyHash,
    receivedAt: options.now,
    // Both forms refuse a submission without the consent checkbox (the contract's `consent: true`).
    consentVersion: CONSENT_VERSION,
    consentAt: options.now,
  };
  // The e-mail is queued with the application or not at all: it is sent after the commit, never before. A failed
  // transaction leaves its file to the retention job's sweep of files no row names: an error is no proof that the
  // row was not committed, and a committed row's CV must never be deleted.
  const inserted = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(applications)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: applications.id, receivedAt: applications.receivedAt });
    if (stored && options.notify)
      await tx
        .insert(mailOutbox)
        .values({ applicationId: stored.id, createdAt: options.now, nextAttemptAt: options.now });
    return stored;
  });
  if (inserted) return { receipt: receiptOf(inserted), replay: false };
  // A replay (or a conflict): nothing was inserted, the first application's CV is the one kept.
  if (cvFile) await options.files?.remove([cvFile]);

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
