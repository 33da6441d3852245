// What the form tests filed, written down so the storage check can compare it with the database after the run.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Town } from '@kino/api/types';
import { runEnv } from '#src/run-env.ts';

export interface ExpectedApplication {
  kind: 'callback' | 'vacancy';
  town: Town;
  /** Unique per test, so the check can count this test's rows. */
  name: string;
  /** How many rows with this name must be stored: 1, or 0 for rejected input. */
  count: number;
  phone?: string;
  vacancy?: string;
  cv?: boolean;
  test: string;
}

const file = () => join(runEnv().runDir, 'expected-applications.jsonl');

export function expectStored(entry: ExpectedApplication) {
  appendFileSync(file(), `${JSON.stringify(entry)}\n`);
}

export function readExpected(): ExpectedApplication[] {
  if (!existsSync(file())) return [];
  return readFileSync(file(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExpectedApplication);
}

/** A person's name no other test uses: Cyrillic letters only, since names are validated as names. */
export function uniqueName(first: string): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшэюя';
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += letters[Math.floor(Math.random() * letters.length)];
  return `${first} Тест${suffix}`;
}

/** A tiny but well-formed one-page PDF, for the CV upload. */
export function tinyPdf(text = 'CV'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 18 Tf 24 72 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
