// Pure logic: CV detection and file names, configuration errors (the cinema day is tested with @kino/api/cinema-time).

import { MESSAGES } from '@kino/api/forms';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/env.ts';
import { SAMPLE_FILES } from '../../test/helpers.ts';
import { InvalidInputError } from './errors.ts';
import { CV_FILENAME_MAX, checkCv, cleanCvFilename } from './orders.ts';

describe('CV detection by content (file-type) and name', () => {
  it('recognises PDF, DOC, DOCX and ODT and nothing else', async () => {
    expect((await checkCv(SAMPLE_FILES.pdf, 'cv.pdf')).mime).toBe('application/pdf');
    expect((await checkCv(SAMPLE_FILES.doc, 'cv.DOC')).mime).toBe('application/msword');
    expect((await checkCv(SAMPLE_FILES.docx, 'cv.docx')).mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await checkCv(SAMPLE_FILES.odt, 'резюме.odt')).mime).toBe(
      'application/vnd.oasis.opendocument.text',
    );
    for (const bytes of [SAMPLE_FILES.png, SAMPLE_FILES.zip, SAMPLE_FILES.exeRenamedPdf, Buffer.alloc(0)])
      await expect(checkCv(bytes, 'cv.pdf')).rejects.toThrow(MESSAGES.cvType);
  });

  it('refuses a name whose extension disagrees with the content, and names one without an extension', async () => {
    const html = Buffer.from('%PDF-<html><script>alert(1)</script></html>', 'latin1');
    await expect(checkCv(html, 'cv.html')).rejects.toThrow(MESSAGES.cvExtension);
    await expect(checkCv(SAMPLE_FILES.doc, 'cv.pdf')).rejects.toThrow(MESSAGES.cvExtension);
    expect(await checkCv(SAMPLE_FILES.pdf, 'резюме')).toEqual({
      mime: 'application/pdf',
      filename: 'резюме.pdf',
    });
    expect(await checkCv(SAMPLE_FILES.pdf, null)).toEqual({ mime: 'application/pdf', filename: null });
    // The added extension keeps the name within its bound (a 120-character name without one was stored as 124).
    const named = (await checkCv(SAMPLE_FILES.pdf, 'я'.repeat(CV_FILENAME_MAX))).filename!;
    expect(Array.from(named)).toHaveLength(CV_FILENAME_MAX);
    expect(named.endsWith('я.pdf')).toBe(true);
  });

  it('keeps a clean, bounded file name and refuses control and bidi characters', () => {
    expect(cleanCvFilename('C:\\Users\\anna\\cv.pdf')).toBe('cv.pdf');
    expect(cleanCvFilename('../../etc/cv.pdf')).toBe('cv.pdf');
    expect(cleanCvFilename('cv\u200B.pdf')).toBe('cv.pdf');
    expect(cleanCvFilename('e\u0301.pdf')).toBe('\u00e9.pdf');
    const long = cleanCvFilename(`${'я'.repeat(20_000)}.pdf`)!;
    expect(Array.from(long)).toHaveLength(CV_FILENAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(cleanCvFilename(`${'я'.repeat(CV_FILENAME_MAX)}`)).toBe('я'.repeat(CV_FILENAME_MAX));
    expect(() => cleanCvFilename('cv\u0000.pdf')).toThrow(InvalidInputError);
    expect(() => cleanCvFilename('cv\u202Efdp.exe')).toThrow(InvalidInputError);
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.CONTENT_PORT).toBe(4000);
    expect(env.CONTENT_PRODUCT).toBe('kino');
    expect(env.CONTENT_ORDER_RATE_LIMIT).toBe(5);
    expect(env.CONTENT_SITE_URL).toBe('http://localhost:3000');
    expect(env.CONTENT_DATA_DIR).toMatch(/apps\/content\/\.data\/pglite$/);
  });

  it('fails naming every bad variable', () => {
    let message = '';
    try {
      parseEnv({
        CONTENT_PORT: 'abc',
        CONTENT_SITE_URL: 'nope',
        CONTENT_CORS_ORIGINS: 'bad',
        DATABASE_URL: 'mysql://x',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['CONTENT_PORT', 'CONTENT_SITE_URL', 'CONTENT_CORS_ORIGINS', 'DATABASE_URL'])
      expect(message).toContain(name);
  });
});
