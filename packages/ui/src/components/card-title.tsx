// A card's or list item's title, whose link stretches over the whole card (`.stretched-link`), so it is one target.
import type { LinkTarget } from '@kino/api/routes';
import type { ReactNode } from 'react';
import { AppLink } from '#src/links/links.tsx';

export function CardTitle({
  level,
  className,
  to,
  children,
}: {
  /** The heading's level inside the surrounding page or section. */
  level: 2 | 3;
  className: string;
  to: LinkTarget;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={className}>
      <AppLink to={to} className="stretched-link">
        {children}
      </AppLink>
    </Heading>
  );
}
