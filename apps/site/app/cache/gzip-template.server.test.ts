// The page compressed once with holes: every answer must inflate (with zlib, as a browser does) to the page with its
// own values, and be about as small as compressing that page whole.
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipTemplate, gzipWith, type Hole } from './gzip-template.server.ts';

const NONCE = 'N'.repeat(24);
const SEED = 'S'.repeat(36);

/** A page with the placeholders in it, its holes, and the page as it must arrive with the given values. */
function page(parts: string[], tokens: string[]) {
  let text = '';
  const holes: Hole[] = [];
  parts.forEach((part, i) => {
    text += part;
    const token = tokens[i];
    if (token === undefined) return;
    holes.push({ at: Buffer.byteLength(text), length: token.length, slot: token === NONCE ? 0 : 1 });
    text += token;
  });
  const expected = (nonce: string, seed: string) =>
    parts
      .map((part, i) => part + (tokens[i] === undefined ? '' : tokens[i] === NONCE ? nonce : seed))
      .join('');
  return { body: Buffer.from(text), holes, expected };
}

const values = () => {
  const nonce = randomBytes(16).toString('base64');
  const seed = crypto.randomUUID();
  return { nonce, seed, buffers: [Buffer.from(nonce), Buffer.from(seed)] };
};

describe('gzip template', () => {
  it('inflates to the page with each answer’s own values, and two answers differ', () => {
    const { body, holes, expected } = page(
      ['<html><head><script nonce="', '">const seed = "', '";</script></head><body>Афиша', ''],
      [NONCE, SEED, NONCE],
    );
    const template = gzipTemplate(body, holes);
    expect(template).toBeDefined();
    const a = values();
    const b = values();
    const first = gzipWith(template!, a.buffers);
    const second = gzipWith(template!, b.buffers);
    expect(gunzipSync(first).toString()).toBe(expected(a.nonce, a.seed));
    expect(gunzipSync(second).toString()).toBe(expected(b.nonce, b.seed));
    expect(first.equals(second)).toBe(false);
  });

  it('handles holes at the very start, side by side and at the very end, and a page without holes', () => {
    const { body, holes, expected } = page(['', '', 'middle', ''], [NONCE, SEED, NONCE]);
    const v = values();
    expect(gunzipSync(gzipWith(gzipTemplate(body, holes)!, v.buffers)).toString()).toBe(
      expected(v.nonce, v.seed),
    );
    const plain = Buffer.from('<p>без подстановок</p>'.repeat(50));
    expect(gunzipSync(gzipWith(gzipTemplate(plain, [])!, [])).equals(plain)).toBe(true);
  });

  it('keeps back-references across holes and beyond the 32 kB window correct, as small as a whole gzip', () => {
    // Repetitive markup, like a schedule: the text after each hole repeats text before it, so the compressor wants
    // to reach back across the holes (and would read a hole if it could).
    const row = (i: number) =>
      `<li class="chip"><a href="/afisha/film-${i % 7}/?day=2026-11-2${i % 3}">${10 + (i % 12)}:${i % 2 ? '30' : '00'}</a></li>`;
    const parts: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      parts.push(Array.from({ length: 20 + i }, (_, j) => row(i * 31 + j)).join(''));
      tokens.push(i % 3 === 0 ? SEED : NONCE);
    }
    parts.push('</ul></body></html>');
    const { body, holes, expected } = page(parts, tokens);
    expect(body.length).toBeGreaterThan(3 * 32 * 1024);
    const template = gzipTemplate(body, holes)!;
    for (let n = 0; n < 5; n++) {
      const v = values();
      expect(gunzipSync(gzipWith(template, v.buffers)).toString()).toBe(expected(v.nonce, v.seed));
    }
    // Each piece costs a block header of its own (≈ 45 bytes here); without the dictionaries this page would be
    // ≈ 4 times as large, every piece restating the rows before it.
    const whole = gzipSync(Buffer.from(expected(values().nonce, values().seed)), { level: 9 }).length;
    expect(gzipWith(template, values().buffers).length).toBeLessThan(whole + 50 * holes.length);
  });

  it('never lets text after a hole refer back into it, even text that repeats the placeholder', () => {
    // Left to itself the compressor would copy this text from the placeholder; the browser has the value there.
    const { body, holes, expected } = page(['<p>', `</p><p>${NONCE.slice(0, 20)} и ${NONCE}</p>`], [NONCE]);
    const v = values();
    expect(gunzipSync(gzipWith(gzipTemplate(body, holes)!, v.buffers)).toString()).toBe(
      expected(v.nonce, v.seed),
    );
  });

  it('will not template a page with a NUL byte or overlapping holes', () => {
    expect(gzipTemplate(Buffer.from('a\u0000b'), [])).toBeUndefined();
    const body = Buffer.from('x'.repeat(100));
    expect(
      gzipTemplate(body, [
        { at: 10, length: 24, slot: 0 },
        { at: 20, length: 36, slot: 1 },
      ]),
    ).toBeUndefined();
  });

  it('refuses a value that does not fit its hole', () => {
    const { body, holes } = page(['a', 'b'], [NONCE]);
    expect(() => gzipWith(gzipTemplate(body, holes)!, [Buffer.from('short')])).toThrow(/24 bytes/);
  });
});
