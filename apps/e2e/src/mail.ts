// The e-mails the run's local SMTP server received (global setup writes each as JSON under the run's directory).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runEnv } from '#src/run-env.ts';

/** The text of a raw message, whichever transfer encoding nodemailer chose for it. */
export function textOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The e-mails the run's SMTP server received (global setup writes each as JSON). */
export function receivedMail(): { to: string[]; text: string }[] {
  const dir = join(runEnv().runDir, 'mail');
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string })
    .map((m) => ({ to: m.to, text: textOf(m.raw) }));
}
