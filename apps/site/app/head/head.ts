// The SEO head of a page (spec §3, §7): getHead's HTML fragment parsed into a few known, safe tags.
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'jsonld'; json: string };

const META_ATTRS = new Set(['name', 'property', 'content', 'itemprop']);
const LINK_ATTRS = new Set(['rel', 'href', 'hreflang', 'type', 'title']);
const LINK_RELS = new Set(['canonical', 'alternate', 'prev', 'next', 'shortlink', 'image_src']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(re)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

const pick = (attrs: Record<string, string>, allowed: Set<string>) =>
  Object.fromEntries(Object.entries(attrs).filter(([k]) => allowed.has(k)));

const SAFE_URL = /^(https?:)?\/\//i;

/**
 * Parses the head fragment. Only title, meta (name/property + content), link (canonical, alternate, prev, next)
 * and JSON-LD scripts with valid JSON survive; everything else (other scripts, styles, handlers) is dropped.
 */
export function parseHead(html: string): HeadTag[] {
  const tags: HeadTag[] = [];
  const re =
    /<title[^>]*>([\s\S]*?)<\/title\s*>|<meta\b([^>]*?)\/?>|<link\b([^>]*?)\/?>|<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const m of html.matchAll(re)) {
    if (m[1] !== undefined) {
      tags.push({ tag: 'title', text: decodeEntities(m[1].trim()) });
    } else if (m[2] !== undefined) {
      const attrs = pick(parseAttrs(m[2]), META_ATTRS);
      if ((attrs.name || attrs.property || attrs.itemprop) && attrs.content !== undefined)
        tags.push({ tag: 'meta', attrs });
    } else if (m[3] !== undefined) {
      const attrs = pick(parseAttrs(m[3]), LINK_ATTRS);
      if (attrs.rel && LINK_RELS.has(attrs.rel.toLowerCase()) && attrs.href && SAFE_URL.test(attrs.href))
        tags.push({ tag: 'link', attrs });
    } else if (m[4] !== undefined) {
      const attrs = parseAttrs(m[4]);
      if (attrs.type?.toLowerCase() !== 'application/ld+json') continue;
      // Kept as sent once it parses (escaped for the script element when rendered): writing the parsed value out
      // again cost as much as the rest of the head (≈ 0.1 ms for a film page's 28 kB of sessions; issue 12).
      const json = (m[5] ?? '').trim();
      try {
        JSON.parse(json);
        tags.push({ tag: 'jsonld', json });
      } catch {
        // Broken JSON-LD is left out rather than shipped.
      }
    }
  }
  return tags;
}

/** JSON for an inline script: `<` escaped so the text can never close the script element. */
export function safeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function headTitle(tags: HeadTag[]): string | undefined {
  for (const t of tags) if (t.tag === 'title') return t.text;
  return undefined;
}

/** A head for when getHead fails: a sensible title and nothing else. */
export function fallbackHead(pageTitle: string | undefined, siteName: string | undefined): HeadTag[] {
  const text = [pageTitle, siteName].filter(Boolean).join(' — ') || 'Кинотеатр';
  return [{ tag: 'title', text }];
}
