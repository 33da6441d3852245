// The top of a screen: breadcrumbs, the one h1, and an optional lead paragraph.

import type { LinkTarget } from '@kino/api/routes';
import type { ReactNode } from 'react';
import { AppLink } from '#src/links/links.tsx';

export interface Crumb {
  label: string;
  to: LinkTarget;
}

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** Where a page is: the home page, then `crumbs`. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Хлебные крошки" className="breadcrumbs">
      <ol>
        <li>
          <AppLink to={{ name: 'index' }}>Главная</AppLink>
        </li>
        {crumbs.map((c) => (
          <li key={c.label}>
            <AppLink to={c.to}>{c.label}</AppLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHeader({ title, lead, crumbs = [], children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <Breadcrumbs crumbs={crumbs} />
      <h1>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children}
    </header>
  );
}
