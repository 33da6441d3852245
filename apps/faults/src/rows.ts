// What a stored application must be, whatever was sent: the contract's input rules checked on the rows themselves.
import { createHash } from 'node:crypto';
import {
  CV_EXTENSIONS,
  CV_TYPES,
  FILENAME_FORBIDDEN,
  LIMITS,
  NAME_PATTERN,
  normalizeName,
  TEXT_PATTERN,
} from '@kino/api/forms';
import { PHONE_PATTERN } from '@kino/api/phone';
import type { readApplications } from './stack.ts';

type Row = Awaited<ReturnType<typeof readApplications>>[number];

/** The contract's Slug. */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,119}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PREFERRED_TIMES = ['asap', 'morning', 'day', 'evening'];

/** Why a row breaks the rules; empty when it keeps them. */
export function rowProblems(row: Row): string[] {
  const problems: string[] = [];
  const text = (value: unknown, max: number, what: string) => {
    if (value === undefined) return;
    if (typeof value !== 'string') return problems.push(`${what} is not text`);
    if (value.length > max) problems.push(`${what} longer than ${max}`);
    if (!TEXT_PATTERN.test(value)) problems.push(`${what} has control or bidi characters`);
    if (value.normalize('NFC') !== value) problems.push(`${what} is not NFC`);
  };
  if (normalizeName(row.name) !== row.name) problems.push('name is not normalised (NFC, trimmed)');
  if (row.name.length < LIMITS.nameMin || row.name.length > LIMITS.nameMax) problems.push('name length');
  if (!NAME_PATTERN.test(row.name)) problems.push('name is not letters');
  if (!PHONE_PATTERN.test(row.phone)) problems.push('phone');
  if (row.email !== null && (row.email.length > LIMITS.emailMax || !EMAIL.test(row.email)))
    problems.push('email');
  const fields = (row.fields ?? {}) as Record<string, unknown>;
  if (row.kind === 'callback') {
    if (!PREFERRED_TIMES.includes(String(fields.preferredTime))) problems.push('preferredTime');
    text(fields.comment, LIMITS.commentMax, 'comment');
    if (row.vacancySlug !== null || row.cv !== null || row.cvFile !== null)
      problems.push('a callback with a vacancy or CV');
  } else {
    if (!row.vacancySlug || !SLUG.test(row.vacancySlug)) problems.push('vacancy slug');
    text(fields.message, LIMITS.messageMax, 'message');
  }
  // In the row (PostgreSQL) or a file beside the embedded database (decision 045), never both.
  if (row.cv !== null && row.cvFile !== null) problems.push('cv in the row and in a file');
  if (row.cvFile !== null && row.cvFileBytes === null) problems.push('cv file missing');
  const cv = row.cv ?? row.cvFileBytes;
  if (cv !== null) {
    if (!row.cvMime || !Object.hasOwn(CV_TYPES, row.cvMime)) problems.push(`cv type ${row.cvMime}`);
    if (row.cvSize !== cv.length || cv.length > LIMITS.cvMaxBytes) problems.push('cv size');
    if (row.cvSha256 !== createHash('sha256').update(cv).digest('hex')) problems.push('cv hash');
  }
  if (row.cvFilename !== null) {
    const name = row.cvFilename;
    const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
    if (FILENAME_FORBIDDEN.test(name)) problems.push('cv file name has control or bidi characters');
    if (Array.from(name).length > 120) problems.push('cv file name longer than 120');
    if (!extension || !(CV_EXTENSIONS as readonly string[]).includes(extension))
      problems.push('cv extension');
  }
  return problems;
}
