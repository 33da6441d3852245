// The contract's typed blocks ↔ the editor's document (TipTap JSON): the only way rich text enters or leaves the editor.
import type { ContentBlock, Image } from '@kino/api/types';
import type { JSONContent } from '@tiptap/core';

type Block = ContentBlock;
type TextLink = { from: number; to: number; href: string };

/**
 * An address the contract takes for a link (decision 013): the web, `mailto:`, `tel:` or a path on this site — the
 * same pattern as the contract's `TextLink.href`, so the editor refuses what the service would.
 */
export const LINK_PATTERN =
  /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9][0-9 ()-]*|\/(?!\/)[^\s]*)$/;

/** Text and links of an inline node list: link marks become ranges over the text; other marks are not in the contract. */
function inline(nodes: JSONContent[] | undefined): { text: string; links: TextLink[] } {
  let text = '';
  const links: TextLink[] = [];
  const walk = (list: JSONContent[] | undefined) => {
    for (const node of list ?? []) {
      if (node.type === 'text') {
        const from = text.length;
        text += node.text ?? '';
        const href = node.marks?.find((m) => m.type === 'link')?.attrs?.href;
        if (typeof href === 'string' && LINK_PATTERN.test(href) && text.length > from) {
          const last = links.at(-1);
          // One link split by the editor into several text nodes is one range.
          if (last && last.href === href && last.to === from) last.to = text.length;
          else links.push({ from, to: text.length, href });
        }
      } else if (node.type === 'hardBreak') text += '\n';
      else walk(node.content);
    }
  };
  walk(nodes);
  return { text, links };
}

/** Plain text of an inline node list. */
function inlineText(nodes: JSONContent[] | undefined): string {
  return inline(nodes).text;
}

/** The trimmed text with its links moved to the trimmed positions (links wholly in the trimmed spaces go). */
function trimmed({ text, links }: { text: string; links: TextLink[] }): { text: string; links: TextLink[] } {
  const start = text.length - text.trimStart().length;
  const result = text.trim();
  const moved = links
    .map((l) => ({ ...l, from: Math.max(0, l.from - start), to: Math.min(result.length, l.to - start) }))
    .filter((l) => l.to > l.from);
  return { text: result, links: moved };
}

function textNodes(text: string, links: readonly TextLink[] = []): JSONContent[] {
  if (!text) return [];
  const nodes: JSONContent[] = [];
  let at = 0;
  for (const link of links) {
    if (link.from < at || link.to > text.length || link.to <= link.from) continue;
    if (link.from > at) nodes.push({ type: 'text', text: text.slice(at, link.from) });
    nodes.push({
      type: 'text',
      text: text.slice(link.from, link.to),
      marks: [{ type: 'link', attrs: { href: link.href } }],
    });
    at = link.to;
  }
  if (at < text.length) nodes.push({ type: 'text', text: text.slice(at) });
  return nodes;
}

/** A quote's attribution is its last paragraph when that starts with a dash («— Автор»). */
const ATTRIBUTION = /^[—–-]\s*/;

/**
 * A list item's text and links: a single paragraph keeps its links; several paragraphs or nested lists are flattened
 * into plain text (the contract's list items are one line each).
 */
function listItem(item: JSONContent): { text: string; links: TextLink[] } {
  const children = item.content ?? [];
  if (children.length === 1 && children[0]!.type === 'paragraph')
    return trimmed(inline(children[0]!.content));
  const text = children
    .map((child) =>
      child.type === 'bulletList' || child.type === 'orderedList'
        ? (child.content ?? []).map((c) => listItem(c).text).join('; ')
        : inlineText(child.content),
    )
    .filter(Boolean)
    .join(' ')
    .trim();
  return { text, links: [] };
}

export function blocksToDoc(blocks: readonly Block[]): JSONContent {
  const content: JSONContent[] = blocks.map((block): JSONContent => {
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', content: textNodes(block.text, block.links ?? []) };
      case 'heading':
        return { type: 'heading', attrs: { level: block.level }, content: textNodes(block.text) };
      case 'list':
        return {
          type: block.ordered ? 'orderedList' : 'bulletList',
          content: block.items.map((item, i) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: textNodes(item, block.itemLinks?.[i] ?? []) }],
          })),
        };
      case 'quote':
        return {
          type: 'blockquote',
          content: [
            ...block.text.split(/\n\s*\n/).map((p) => ({ type: 'paragraph', content: textNodes(p) })),
            ...(block.cite ? [{ type: 'paragraph', content: textNodes(`— ${block.cite}`) }] : []),
          ],
        };
      case 'image':
        return {
          type: 'image',
          attrs: {
            src: block.image.url,
            alt: block.image.alt,
            width: block.image.width,
            height: block.image.height,
            title: block.caption ?? null,
          },
        };
      default:
        return { type: 'paragraph' };
    }
  });
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** The editor's document as blocks; empty paragraphs (the editor's blank lines) are left out. */
export function docToBlocks(doc: JSONContent): Block[] {
  const blocks: Block[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'paragraph': {
        const { text, links } = trimmed(inline(node.content));
        if (text)
          blocks.push(links.length > 0 ? { type: 'paragraph', text, links } : { type: 'paragraph', text });
        break;
      }
      case 'blockquote': {
        const paragraphs = (node.content ?? [])
          .map((child) => inlineText(child.content).trim())
          .filter(Boolean);
        const last = paragraphs.at(-1);
        const cite =
          paragraphs.length > 1 && last && ATTRIBUTION.test(last) ? last.replace(ATTRIBUTION, '') : null;
        const text = (cite ? paragraphs.slice(0, -1) : paragraphs).join('\n\n');
        if (text) blocks.push({ type: 'quote', text, cite: cite || null });
        break;
      }
      case 'heading': {
        const text = inlineText(node.content).trim();
        const level = node.attrs?.level === 3 ? 3 : 2;
        if (text) blocks.push({ type: 'heading', level, text });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const entries = (node.content ?? []).map(listItem).filter((e) => e.text);
        if (entries.length === 0) break;
        const ordered = node.type === 'orderedList';
        const items = entries.map((e) => e.text);
        blocks.push(
          entries.some((e) => e.links.length > 0)
            ? { type: 'list', ordered, items, itemLinks: entries.map((e) => e.links) }
            : { type: 'list', ordered, items },
        );
        break;
      }
      case 'image': {
        const attrs = node.attrs ?? {};
        if (typeof attrs.src !== 'string' || !attrs.src) break;
        const image: Image = {
          url: attrs.src,
          alt: typeof attrs.alt === 'string' ? attrs.alt : '',
          width: Number(attrs.width) > 0 ? Number(attrs.width) : 1200,
          height: Number(attrs.height) > 0 ? Number(attrs.height) : 675,
        };
        const caption = typeof attrs.title === 'string' && attrs.title.trim() ? attrs.title.trim() : null;
        blocks.push({ type: 'image', image, caption });
        break;
      }
      default: {
        // Anything else the editor could hold (it is restricted, but pasted content is normalised here too) is text.
        const text = inlineText(node.content).trim();
        if (text) blocks.push({ type: 'paragraph', text });
      }
    }
  }
  return blocks;
}
