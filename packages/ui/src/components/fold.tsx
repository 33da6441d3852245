// A fold whose content is made only when someone opens it: «Прошедшие сеансы (16)», «Сегодня уже не идут: 4 фильма».
// What has already started is rarely opened, yet on an evening it was a sixth of the schedule's HTML (issue 12). The
// server sends the summary and, in place of the content, a link to the same page with the fold rendered open — what a
// browser without JavaScript shows when the fold is opened. With JavaScript, opening it renders the content at once.
import { type LinkTarget, PAGE_QUERY } from '@kino/api/routes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AppLink } from '#src/links/links.tsx';

/** The query parameter of a page with its folds of what has started rendered open (the no-JS link's target). */
export const STARTED_PARAM = PAGE_QUERY.started;

/** Whether a page's address asks for its folds of what has started rendered open. */
export function startedAsked(search: URLSearchParams): boolean {
  return search.has(STARTED_PARAM);
}

export interface FoldProps {
  id: string;
  className: string;
  summary: ReactNode;
  /** Rendered when the fold is opened (or rendered open). */
  children: () => ReactNode;
  /** Render it open with its content: the page was asked with the no-JS link's parameter. */
  open?: boolean;
  /** The page with this fold rendered open; without it the content is always rendered (closed until opened). */
  openLink?: LinkTarget;
  /** The no-JS link's text. */
  openLinkText: string;
}

export function Fold({ id, className, summary, children, open = false, openLink, openLinkText }: FoldProps) {
  const [opened, setOpened] = useState(open);
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before this part of the page hydrated: the browser shows the fallback; show the content instead.
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return (
    <details
      id={id}
      ref={ref}
      className={className}
      open={open || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened || !openLink ? (
        children()
      ) : (
        <p className="fold-fallback">
          <AppLink to={{ ...openLink, hash: id }} rel="nofollow">
            {openLinkText}
          </AppLink>
        </p>
      )}
    </details>
  );
}
