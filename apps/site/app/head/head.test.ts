import { describe, expect, it } from 'vitest';
import { decodeEntities, fallbackHead, headTitle, parseHead, safeJsonForScript } from './head.ts';

const HEAD = `<title>Афиша — Кинотеатр &laquo;Октябрь&raquo; &amp; &#171;Речица&#187;</title>
<meta name="description" content="Расписание &quot;сеансов&quot;">
<meta property="og:title" content='Афиша' />
<meta charset="utf-8">
<meta name="robots" content="index, follow" onload="alert(1)">
<link rel="canonical" href="http://localhost:3000/afisha/">
<link rel="stylesheet" href="http://evil.example/x.css">
<link rel="alternate" href="javascript:alert(1)">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"MovieTheater","name":"</script"}</script>
<script type="application/ld+json">{broken</script>
<script>alert(1)</script>`;

describe('parseHead', () => {
  const tags = parseHead(HEAD);
  it('keeps the title with entities decoded', () => {
    expect(headTitle(tags)).toBe('Афиша — Кинотеатр &laquo;Октябрь&raquo; & «Речица»');
  });
  it('keeps meta name/property tags and only their safe attributes', () => {
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'description', content: 'Расписание "сеансов"' },
    });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { property: 'og:title', content: 'Афиша' } });
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'index, follow' } });
    expect(tags.filter((t) => t.tag === 'meta')).toHaveLength(3);
  });
  it('keeps canonical links and drops stylesheets and script URLs', () => {
    expect(tags.filter((t) => t.tag === 'link')).toEqual([
      { tag: 'link', attrs: { rel: 'canonical', href: 'http://localhost:3000/afisha/' } },
    ]);
  });
  it('keeps valid JSON-LD and drops broken JSON and plain scripts', () => {
    const jsonld = tags.filter((t) => t.tag === 'jsonld');
    expect(jsonld).toHaveLength(1);
    expect(JSON.parse((jsonld[0] as { json: string }).json)).toMatchObject({ '@type': 'MovieTheater' });
  });
  it('escapes JSON so it cannot end the script element', () => {
    const json = (tags.find((t) => t.tag === 'jsonld') as { json: string }).json;
    expect(safeJsonForScript(json)).not.toContain('</script');
  });
});

describe('head helpers', () => {
  it('decodes numeric and named entities', () => expect(decodeEntities('&#x41;&#66;&lt;&gt;')).toBe('AB<>'));
  it('falls back to a sensible title', () => {
    expect(fallbackHead('Афиша', 'Кинотеатр «Октябрь»')).toEqual([
      { tag: 'title', text: 'Афиша — Кинотеатр «Октябрь»' },
    ]);
    expect(fallbackHead(undefined, undefined)).toEqual([{ tag: 'title', text: 'Кинотеатр' }]);
  });
});
