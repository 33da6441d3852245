// «Заказать» and «закажите обратный звонок» anywhere on a page: a link that opens the frame's callback dialog,
// with a topic chosen. Without JavaScript the link reloads the page with `?topic=…#callback-dialog` and the site
// renders the dialog open (CSS :target) with that topic.
import type { CallbackRequest } from '@kino/api/types';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

export type CallbackTopic = NonNullable<CallbackRequest['topic']>;

/** The query parameter a no-JS «Заказать» link carries its topic in. */
export const CALLBACK_TOPIC_PARAM = 'topic';
export const CALLBACK_DIALOG_ID = 'callback-dialog';

/** Opens the callback dialog (with a topic); false when there is no dialog to open (no JS yet, no frame). */
export type OpenCallback = (topic?: CallbackTopic) => boolean;

const CallbackDialogContext = createContext<OpenCallback>(() => false);

export const CallbackDialogProvider = CallbackDialogContext.Provider;

export function useOpenCallback(): OpenCallback {
  return useContext(CallbackDialogContext);
}

export function callbackHref(topic?: CallbackTopic): string {
  return `${topic ? `?${CALLBACK_TOPIC_PARAM}=${topic}` : ''}#${CALLBACK_DIALOG_ID}`;
}

export function CallbackLink({
  topic,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  topic?: CallbackTopic;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const open = useOpenCallback();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (open(topic)) event.preventDefault();
  }
  return (
    <a
      href={callbackHref(topic)}
      className={className}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
    >
      {children}
    </a>
  );
}
