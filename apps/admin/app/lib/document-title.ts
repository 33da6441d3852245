// The browser tab's title of an edit page names the item («Дюна: Часть вторая — Фильм — …»): the route's meta cannot,
// the item loads after it, so the page sets it once the item is there and gives it back when it goes.
import { useEffect } from 'react';

export const WORKSPACE_TITLE = 'рабочее место кинотеатра';

/** What an item is called: its title, name or (FAQ) question; none for a new item. */
export function itemName(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, name, question } = data as { title?: unknown; name?: unknown; question?: unknown };
  const found = [title, name, question].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof found === 'string' ? found.trim() : null;
}

export function itemDocumentTitle(name: string | null, kindLabel: string): string {
  return name ? `${name} — ${kindLabel} — ${WORKSPACE_TITLE}` : `${kindLabel} — ${WORKSPACE_TITLE}`;
}

/**
 * Sets the document's title while the page shows `title`. Given back only if it is still this one: the next route's
 * meta may already have put its own.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [title]);
}
