// Pure logic: CV detection, configuration errors (the cinema day is tested with @kino/api/cinema-time).
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/env.ts';
import { SAMPLE_FILES } from '../../test/helpers.ts';
import { sniffCv } from './orders.ts';

describe('CV detection by content', () => {
  it('recognises PDF, DOC, DOCX and ODT and nothing else', () => {
    expect(sniffCv(SAMPLE_FILES.pdf)).toBe('application/pdf');
    expect(sniffCv(SAMPLE_FILES.doc)).toBe('application/msword');
    expect(sniffCv(SAMPLE_FILES.docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffCv(SAMPLE_FILES.odt)).toBe('application/vnd.oasis.opendocument.text');
    expect(sniffCv(SAMPLE_FILES.png)).toBeNull();
    expect(sniffCv(SAMPLE_FILES.zip)).toBeNull();
    expect(sniffCv(Buffer.alloc(0))).toBeNull();
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
