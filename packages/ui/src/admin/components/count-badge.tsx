// A count beside a link's text (the new applications of the inbox): a number to the eye, words to a screen reader.

/** What a badge shows, and says in words («3 новых») as part of its link's accessible name. */
export interface CountBadgeValue {
  count: number;
  text: string;
}

/** The link's accessible name with its badge («Заявки, 3 новых»); undefined without one (the text is the name). */
export const withBadgeLabel = (label: string, badge: CountBadgeValue | undefined) =>
  badge ? `${label}, ${badge.text}` : undefined;

/**
 * The number itself, after a space (so the link's visible text, «Заявки 3», is in its name «Заявки, 3 новых»);
 * hidden from the accessibility tree, as the link's name already says it (withBadgeLabel).
 */
export function CountBadge({ badge }: { badge: CountBadgeValue }) {
  return (
    <span className="adm-count-badge" aria-hidden="true">
      {badge.count}
    </span>
  );
}
