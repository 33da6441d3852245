// Renders the contract's ContentBlock list as elements; content never arrives as raw HTML.
import type { ContentBlock } from '@kino/api/types';
import type { ReactNode } from 'react';
import { ContentImage } from './content-image.tsx';

type TextLink = NonNullable<Extract<ContentBlock, { type: 'paragraph' }>['links']>[number];

/** Another site: opened in the same tab, but without giving it a handle on this window. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * A block's text with its links (ranges over the text, decision 013) as `<a>`. The service has checked the ranges;
 * a range that still does not fit (an old cache, a hand-made fixture) is skipped rather than cutting words.
 */
export function LinkedText({ text, links }: { text: string; links?: readonly TextLink[] }) {
  if (!links || links.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  links.forEach((link, i) => {
    if (link.from < at || link.to <= link.from || link.to > text.length) return;
    if (link.from > at) parts.push(text.slice(at, link.from));
    parts.push(
      <a key={i} className="prose-link" href={link.href} rel={isExternal(link.href) ? 'noopener' : undefined}>
        {text.slice(link.from, link.to)}
      </a>,
    );
    at = link.to;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

export interface RichContentProps {
  blocks: ContentBlock[];
  /** Shifts heading levels, for content shown below an h2 (2 → h3). */
  headingOffset?: 0 | 1;
  className?: string;
}

export function RichContent({ blocks, headingOffset = 0, className }: RichContentProps) {
  return (
    <div className={className ? `prose ${className}` : 'prose'}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={i}>
                <LinkedText text={block.text} links={block.links} />
              </p>
            );
          case 'heading': {
            const Tag =
              block.level + headingOffset === 2 ? 'h2' : block.level + headingOffset === 3 ? 'h3' : 'h4';
            return <Tag key={i}>{block.text}</Tag>;
          }
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <LinkedText text={item} links={block.itemLinks?.[j]} />
                  </li>
                ))}
              </Tag>
            );
          }
          case 'image':
            return (
              <figure key={i}>
                <ContentImage image={block.image} />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            );
          case 'quote':
            // A figure, so the attribution belongs to the quote (figcaption) without being part of the quoted words.
            return (
              <figure key={i} className="prose-quote">
                <blockquote>
                  {block.text.split(/\n\s*\n/).map((para, j) => (
                    <p key={j}>{para}</p>
                  ))}
                </blockquote>
                {block.cite ? (
                  <figcaption>
                    <cite>{block.cite}</cite>
                  </figcaption>
                ) : null}
              </figure>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

/** Plain text with blank lines between paragraphs (Film.description) as paragraphs. */
export function TextParagraphs({ text }: { text: string }) {
  return (
    <div className="prose">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
