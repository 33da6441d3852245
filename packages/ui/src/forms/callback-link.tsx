// «Перезвоните мне», «Заказать» and «закажите обратный звонок» anywhere on a page: a link that opens the frame's
// callback dialog, with a topic chosen. The dialog is made when it is opened, not sent with every page (issue 12):
// without JavaScript the link reloads the page with `?callback=1#callback-dialog` (or `?topic=…#callback-dialog`) and
// the site renders the dialog open (CSS :target), with that topic.
import { CALLBACK_DIALOG_ANCHOR } from '@kino/api/forms';
import { PAGE_QUERY } from '@kino/api/routes';
import type { CallbackRequest } from '@kino/api/types';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

export type CallbackTopic = NonNullable<CallbackRequest['topic']>;

/** The query parameter a no-JS «Заказать» link carries its topic in. */
export const CALLBACK_TOPIC_PARAM = PAGE_QUERY.callbackTopic;
/** The query parameter a no-JS «Заказать» link names what is ordered in (a certificate, a service). */
export const CALLBACK_SUBJECT_PARAM = PAGE_QUERY.callbackSubject;
/** The longest subject a link may carry into the form's comment. */
export const CALLBACK_SUBJECT_MAX = 120;
/** The query parameter of a no-JS «Перезвоните мне» link: the page is rendered with its dialog. */
export const CALLBACK_PARAM = PAGE_QUERY.callback;
export const CALLBACK_DIALOG_ID = CALLBACK_DIALOG_ANCHOR;

/**
 * Opens the callback dialog (with a topic, and what is ordered, which starts the comment); false when there is no
 * dialog to open (no JS yet, no frame).
 */
export type OpenCallback = (topic?: CallbackTopic, subject?: string) => boolean;

const CallbackDialogContext = createContext<OpenCallback>(() => false);

export const CallbackDialogProvider = CallbackDialogContext.Provider;

export function useOpenCallback(): OpenCallback {
  return useContext(CallbackDialogContext);
}

export function callbackHref(topic?: CallbackTopic, subject?: string): string {
  const query = new URLSearchParams(topic ? { [CALLBACK_TOPIC_PARAM]: topic } : { [CALLBACK_PARAM]: '1' });
  if (subject) query.set(CALLBACK_SUBJECT_PARAM, subject.slice(0, CALLBACK_SUBJECT_MAX));
  return `?${query}#${CALLBACK_DIALOG_ID}`;
}

/** Whether a page's address asks for the callback dialog (a no-JS link above led here). */
export function callbackAsked(search: URLSearchParams): boolean {
  return search.has(CALLBACK_PARAM) || search.has(CALLBACK_TOPIC_PARAM);
}

export function CallbackLink({
  topic,
  subject,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  topic?: CallbackTopic;
  /** What is ordered («Заказ: «Кино на двоих»»): the comment starts with it, so staff know. */
  subject?: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const open = useOpenCallback();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (open(topic, subject)) event.preventDefault();
  }
  return (
    <a
      href={callbackHref(topic, subject)}
      className={className}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      rel="nofollow"
    >
      {children}
    </a>
  );
}
