// Renders the contract's ContentBlock list as elements; content never arrives as raw HTML.
import type { ContentBlock } from '@kino/api/types';
import { ContentImage } from './content-image.tsx';

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
            return <p key={i}>{block.text}</p>;
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
                  <li key={j}>{item}</li>
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
