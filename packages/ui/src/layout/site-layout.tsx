// The shared page frame: skip link, header with navigation and town switch, the callback dialog, footer.
import { formatPhone } from '@kino/api/phone';
import type { LinkTarget, RouteName } from '@kino/api/routes';
import type { Info } from '@kino/api/types';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { CloseIcon, LogoMark, MenuIcon, PhoneIcon, PinIcon } from '#src/components/icons.tsx';
import { CallbackForm, type CallbackFormProps } from '#src/forms/callback-form.tsx';
import { AppLink } from '#src/links/links.tsx';

export interface TownSwitch {
  to: LinkTarget;
  label: string;
}

export interface SiteLayoutProps {
  info: Info;
  /** Where the other town's site is; the site computes it with the spec's mapping. */
  townSwitch: TownSwitch;
  /** Display name of the current town; defaults to info.townName. */
  currentTownName?: string;
  callbackForm: CallbackFormProps;
  /** Render the callback dialog open, e.g. after a no-JS submission from it came back with errors. */
  callbackOpen?: boolean;
  children: ReactNode;
}

export const NAV_ITEMS: { name: RouteName; label: string }[] = [
  { name: 'afisha', label: 'Афиша' },
  { name: 'news', label: 'Новости' },
  { name: 'cinema', label: 'Кинотеатр' },
  { name: 'services', label: 'Услуги' },
  { name: 'certificates', label: 'Сертификаты' },
  { name: 'contacts', label: 'Контакты' },
];

const FOOTER_LINKS: { name: RouteName; label: string }[] = [
  { name: 'faq', label: 'Вопросы и ответы' },
  { name: 'vacancies', label: 'Вакансии' },
  { name: 'documents', label: 'Документы' },
  { name: 'services', label: 'Аренда и услуги' },
];

export const CALLBACK_DIALOG_ID = 'callback-dialog';

function NavList() {
  return (
    <ul className="nav-list">
      {NAV_ITEMS.map((item) => (
        <li key={item.name}>
          <AppLink to={{ name: item.name }}>{item.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteLayout({
  info,
  townSwitch,
  currentTownName,
  callbackForm,
  callbackOpen,
  children,
}: SiteLayoutProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const phone = info.phones[0];

  // With JS the dialog opens modally (focus trap, Esc); without JS the link targets it and CSS shows it.
  function openCallback(event: MouseEvent<HTMLAnchorElement>) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  }
  function closeCallback(event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    event.preventDefault();
    dialog.close();
  }

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <header className="site-header">
        <div className="container site-header-inner">
          <AppLink to={{ name: 'index' }} className="logo">
            <LogoMark />
            <span className="logo-text">
              <span className="logo-name">{info.cinemaName}</span>
              <span className="logo-town">{currentTownName ?? info.townName}</span>
            </span>
          </AppLink>
          <nav className="site-nav" aria-label="Основное меню">
            <NavList />
          </nav>
          <div className="header-actions">
            <AppLink to={townSwitch.to} className="town-switch">
              <PinIcon />
              <span>{townSwitch.label}</span>
            </AppLink>
            {phone ? (
              <a className="header-phone" href={`tel:${phone.number}`}>
                <PhoneIcon />
                <span>{formatPhone(phone.number)}</span>
              </a>
            ) : null}
            <a
              className="button button-primary header-callback"
              href={`#${CALLBACK_DIALOG_ID}`}
              onClick={openCallback}
            >
              Перезвоните мне
            </a>
            <details className="mobile-menu">
              <summary aria-label="Меню">
                <MenuIcon />
              </summary>
              <nav aria-label="Меню" className="mobile-menu-panel">
                <NavList />
                <ul className="nav-list nav-list-secondary">
                  {FOOTER_LINKS.slice(0, 3).map((item) => (
                    <li key={item.name}>
                      <AppLink to={{ name: item.name }}>{item.label}</AppLink>
                    </li>
                  ))}
                </ul>
                {phone ? (
                  <a className="mobile-menu-phone" href={`tel:${phone.number}`}>
                    <PhoneIcon />
                    {formatPhone(phone.number)}
                  </a>
                ) : null}
              </nav>
            </details>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1}>
        {children}
      </main>

      <footer className="site-footer">
        <div className="container footer-grid">
          <div>
            <h2 className="footer-title">{info.cinemaName}</h2>
            <address className="footer-address">
              {info.address.street}, {info.address.town}
              <br />
              {info.address.postalCode}, {info.address.region}
            </address>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </div>
          <div>
            <h2 className="footer-title">Телефоны</h2>
            <ul className="footer-list">
              {info.phones.map((p) => (
                <li key={p.number}>
                  <a href={`tel:${p.number}`}>{formatPhone(p.number)}</a>
                  <span className="footer-muted"> — {p.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-title">Режим работы</h2>
            <ul className="footer-list">
              {info.workingHours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.open}–{h.close}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-title">Посетителям</h2>
            <ul className="footer-list">
              {FOOTER_LINKS.map((item) => (
                <li key={item.name}>
                  <AppLink to={{ name: item.name }}>{item.label}</AppLink>
                </li>
              ))}
            </ul>
            {info.social.length > 0 ? (
              <ul className="social" aria-label="Мы в соцсетях">
                {info.social.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} rel="noopener" data-network={s.network}>
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="container footer-bottom">
          <p>
            © {info.cinemaName}, {info.address.town}. Расписание и цены — на этом сайте.
          </p>
          <AppLink to={townSwitch.to}>{townSwitch.label}</AppLink>
        </div>
      </footer>

      <dialog
        id={CALLBACK_DIALOG_ID}
        ref={dialogRef}
        className="callback-dialog"
        aria-labelledby={`${CALLBACK_DIALOG_ID}-title`}
        open={callbackOpen || undefined}
      >
        <div className="callback-dialog-head">
          <h2 id={`${CALLBACK_DIALOG_ID}-title`}>Перезвоните мне</h2>
          <a href="#main" className="icon-button" onClick={closeCallback} aria-label="Закрыть">
            <CloseIcon />
          </a>
        </div>
        <p className="callback-dialog-lead">
          Оставьте номер — администратор кинотеатра перезвонит и ответит на вопросы.
        </p>
        <CallbackForm {...callbackForm} idPrefix={`${CALLBACK_DIALOG_ID}-form`} />
      </dialog>
    </div>
  );
}
