// The contract's typed blocks ↔ the editor's document (TipTap JSON): the only way rich text enters or leaves the editor.
import type { ContentBlock, Image } from '@kino/api/types';
import type { JSONContent } from '@tiptap/core';

type Block = ContentBlock;

/** Plain text of an inline node list: the contract's blocks carry text only, so marks are dropped. */
function inlineText(nodes: JSONContent[] | undefined): string {
  let text = '';
  for (const node of nodes ?? []) {
    if (node.type === 'text') text += node.text ?? '';
    else if (node.type === 'hardBreak') text += '\n';
    else text += inlineText(node.content);
  }
  return text;
}

function textNodes(text: string): JSONContent[] {
  return text ? [{ type: 'text', text }] : [];
}

/** The text of a list item: its paragraphs joined; nested lists are flattened into it. */
function listItemText(item: JSONContent): string {
  return (item.content ?? [])
    .map((child) =>
      child.type === 'bulletList' || child.type === 'orderedList'
        ? (child.content ?? []).map(listItemText).join('; ')
        : inlineText(child.content),
    )
    .filter(Boolean)
    .join(' ');
}

export function blocksToDoc(blocks: readonly Block[]): JSONContent {
  const content: JSONContent[] = blocks.map((block): JSONContent => {
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', content: textNodes(block.text) };
      case 'heading':
        return { type: 'heading', attrs: { level: block.level }, content: textNodes(block.text) };
      case 'list':
        return {
          type: block.ordered ? 'orderedList' : 'bulletList',
          content: block.items.map((item) => ({
            type: 'listItem',
            content: [{ type: 'paragraph', content: textNodes(item) }],
          })),
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
        const text = inlineText(node.content).trim();
        if (text) blocks.push({ type: 'paragraph', text });
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
        const items = (node.content ?? [])
          .map(listItemText)
          .map((t) => t.trim())
          .filter(Boolean);
        if (items.length > 0) blocks.push({ type: 'list', ordered: node.type === 'orderedList', items });
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
