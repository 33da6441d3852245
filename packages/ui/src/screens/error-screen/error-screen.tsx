// The one error page for both towns: an illustration, the spec's Russian text, the status and a way home; and the
// page a client navigation shows when the network failed, with a way to try again.
import type { MouseEvent } from 'react';
import { AppLink } from '#src/links/links.tsx';

export interface ErrorScreenProps {
  status: number;
  /** Technical detail, e.g. "Page not found: /afisha/xyz/"; shown small under the text. */
  message?: string;
}

/** The spec's line for a page that is not there (404). */
export const ERROR_TEXT = 'Что-то пошло не так. Кажется, страница не найдена';

/** The title of any other failure: the page exists, something else went wrong. */
export const FAILURE_TEXT = 'Что-то пошло не так';

/** The title when the next page's data did not arrive: the network failed, not the site. */
export const OFFLINE_TEXT = 'Нет соединения';

/** The error page's title: only a 404 says the page was not found. */
export function errorTitle(status: number): string {
  return status === 404 ? ERROR_TEXT : FAILURE_TEXT;
}

/** What happened, in plain Russian under the spec's line (which stays as the spec words it). */
export function errorExplanation(status: number): string {
  if (status === 404)
    return 'Такой страницы на сайте нет. Возможно, фильм уже сошёл с экрана, новость или вакансию сняли с публикации, или в адресе опечатка.';
  if (status === 503)
    return 'Сайт временно недоступен: расписание не удалось загрузить. Попробуйте обновить страницу через минуту.';
  return 'На сервере произошла ошибка. Попробуйте обновить страницу через минуту.';
}

function FilmReelIllustration() {
  return (
    <svg
      className="error-illustration"
      role="img"
      aria-labelledby="error-illustration-title"
      viewBox="0 0 240 180"
      width="240"
      height="180"
    >
      <title id="error-illustration-title">Порванная киноплёнка</title>
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round">
        <path d="M20 60 L108 48 L112 132 L24 144 Z" />
        <path d="M132 46 L220 58 L216 142 L128 130 Z" />
      </g>
      <g fill="currentColor">
        {[0, 1, 2, 3].map((i) => (
          <rect key={`l${i}`} x={30 + i * 20} y={60 - i * 2.6} width="10" height="8" rx="2" />
        ))}
        {[0, 1, 2, 3].map((i) => (
          <rect key={`r${i}`} x={140 + i * 20} y={52 + i * 2.6} width="10" height="8" rx="2" />
        ))}
      </g>
      <path
        d="M112 60 l8 12 -6 10 8 12 -6 10 8 14"
        fill="none"
        stroke="#efc06e"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="66" cy="98" r="16" fill="none" stroke="#efc06e" strokeWidth="4" />
      <circle cx="174" cy="94" r="16" fill="none" stroke="#efc06e" strokeWidth="4" />
    </svg>
  );
}

export function ErrorScreen({ status, message }: ErrorScreenProps) {
  return (
    <div className="container page error-screen">
      <FilmReelIllustration />
      <p className="error-status">
        <span className="visually-hidden">Код ошибки </span>
        {status}
      </p>
      <h1 className="error-title">{errorTitle(status)}</h1>
      {message ? <p className="error-message">{message}</p> : null}
      <p className="error-explanation">{errorExplanation(status)}</p>
      <AppLink to={{ name: 'index' }} className="button button-primary button-large">
        Вернуться на главную
      </AppLink>
      <nav className="error-links" aria-label="Куда перейти">
        <ul>
          <li>
            <AppLink to={{ name: 'afisha' }}>Афиша и расписание</AppLink>
          </li>
          <li>
            <AppLink to={{ name: 'events' }}>События</AppLink>
          </li>
          <li>
            <AppLink to={{ name: 'news' }}>Новости</AppLink>
          </li>
          <li>
            <AppLink to={{ name: 'contacts' }}>Контакты и телефоны</AppLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export interface OfflineScreenProps {
  /** The address that did not load: the retry link leads there (a plain reload without JavaScript). */
  retryHref: string;
  /** Tries again in the page (the site's router); the link is followed by the browser when absent. */
  onRetry?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A page that did not load because the connection failed: says so, and tries again on request. */
export function OfflineScreen({ retryHref, onRetry }: OfflineScreenProps) {
  return (
    <div className="container page error-screen">
      <FilmReelIllustration />
      <h1 className="error-title">{OFFLINE_TEXT}</h1>
      <p className="error-explanation">
        Страница не загрузилась: похоже, пропал интернет. Проверьте подключение и попробуйте ещё раз.
      </p>
      <a href={retryHref} onClick={onRetry} className="button button-primary button-large">
        Попробовать ещё раз
      </a>
    </div>
  );
}
