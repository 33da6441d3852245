// The shared page frame: skip link, header with navigation, the current town and the switch to the other one,
// the mobile menu, the callback dialog, footer.
import { formatPhone } from '@kino/api/phone';
import type { LinkTarget, RouteName } from '@kino/api/routes';
import type { Info } from '@kino/api/types';
import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  CallbackIcon,
  CloseIcon,
  LogoMark,
  MenuIcon,
  PhoneIcon,
  PinIcon,
  SearchIcon,
  SwapIcon,
} from '#src/components/icons.tsx';
import { SearchForm } from '#src/components/search-form.tsx';
import { CallbackForm, type CallbackFormProps } from '#src/forms/callback-form.tsx';
import {
  CALLBACK_DIALOG_ID,
  CallbackDialogProvider,
  type CallbackTopic,
  callbackHref,
} from '#src/forms/callback-link.tsx';
import { useDialogHistory } from '#src/hooks/use-dialog-history.ts';
import { useHydrated } from '#src/hooks/use-hydrated.ts';
import { AppLink } from '#src/links/links.tsx';

export { CALLBACK_DIALOG_ID };

export interface TownSwitch {
  to: LinkTarget;
  /** The other town's name, e.g. «Речица». */
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
  /**
   * The address asked for the dialog (a no-JS link, `callbackAsked`): it is rendered, shown by CSS :target. Otherwise
   * it is made only when a link opens it.
   */
  callbackAsked?: boolean;
  /** The topic the dialog opens with (a no-JS «Заказать» link's `?topic=`). */
  callbackTopic?: CallbackTopic;
  /** What that link orders (its `?about=`): the comment starts with it. */
  callbackSubject?: string;
  /**
   * Where the dialog's close link leads before the page has hydrated: the page without the dialog. `#main` (the
   * default) only leaves a dialog shown by :target, not one rendered open with a form's answer.
   */
  callbackCloseHref?: string;
  /** The dialog was closed: a form that was sent starts empty when it is opened again. */
  onCallbackClose?: () => void;
  /** Changes with every page the visitor moves to; the mobile menu closes when it does. */
  locationKey?: string;
  /** More controls on the footer's last line, e.g. the site's «Настройки cookie» when analytics are configured. */
  footerControls?: ReactNode;
  /** A word about the page above its content, e.g. why a town switch landed here and not on the item. */
  notice?: string;
  /** The id of the page's sessions, when it lists them: a second skip link «К расписанию» leads there. */
  scheduleAnchor?: string;
  children: ReactNode;
}

export const NAV_ITEMS: { name: RouteName; label: string }[] = [
  { name: 'afisha', label: 'Афиша' },
  { name: 'events', label: 'События' },
  { name: 'news', label: 'Новости' },
  { name: 'cinema', label: 'Кинотеатр' },
  { name: 'services', label: 'Услуги' },
  { name: 'certificates', label: 'Сертификаты' },
  { name: 'contacts', label: 'Контакты' },
];

// «Скоро в кино» is here, not in the header's menu: eight items do not fit the header at 1280 px.
const FOOTER_LINKS: { name: RouteName; label: string }[] = [
  { name: 'skoro', label: 'Скоро в кино' },
  { name: 'faq', label: 'Вопросы и ответы' },
  { name: 'vacancies', label: 'Вакансии' },
  { name: 'documents', label: 'Документы' },
  { name: 'services', label: 'Аренда и услуги' },
  { name: 'dostupnost', label: 'Доступность' },
];

const MOBILE_MENU_ID = 'mobile-menu';

/** A list of links to pages by their names (the main navigation, the footer's and the phone menu's other pages). */
function LinkList({
  items,
  className,
}: {
  items: readonly { name: RouteName; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.name}>
          <AppLink to={{ name: item.name }}>{item.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}

const NavList = () => <LinkList items={NAV_ITEMS} className="nav-list" />;

/**
 * The link to the other town's site. It says what it does («Другой город: Речица»); screen readers hear where it
 * leads too. The pin stays with the current town, which is where the visitor is.
 */
function TownSwitchLink({ townSwitch, className }: { townSwitch: TownSwitch; className: string }) {
  return (
    <AppLink to={townSwitch.to} className={className}>
      <SwapIcon />
      <span className="town-switch-text">
        <span className="town-switch-prefix">Другой город:</span>
        {` ${townSwitch.label}`}
      </span>
      <span className="visually-hidden"> — перейти на сайт кинотеатра этого города</span>
    </AppLink>
  );
}

/**
 * The callback dialog's close control: with JS a button that closes the modal; without JS the dialog is a :target
 * overlay, and leaving the fragment is what closes it. Its own component, so that only it renders again once the page
 * has hydrated, not the whole frame.
 */
function CallbackDialogClose({ onClose, href }: { onClose: () => void; href: string }) {
  return useHydrated() ? (
    <button type="button" className="icon-button" onClick={onClose} aria-label="Закрыть">
      <CloseIcon />
    </button>
  ) : (
    <a href={href} className="icon-button" aria-label="Закрыть">
      <CloseIcon />
    </a>
  );
}

/**
 * A <details> of the header (the search box, the phone menu) with JS: closed by a new page, by Esc (the focus back on
 * its summary) and by a tap outside it; `focusInput` puts the focus in its box as it opens, `closeOnFocusOut` closes it
 * once the focus leaves it (tabbing past its last link: the focus would be on the page hidden under it).
 */
function useHeaderDisclosure(
  locationKey: string | undefined,
  { focusInput = false, closeOnFocusOut = false }: { focusInput?: boolean; closeOnFocusOut?: boolean },
) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a new location means here
  useEffect(() => setOpen(false), [locationKey]);
  useEffect(() => {
    if (!open) return;
    if (focusInput) detailsRef.current?.querySelector('input')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      summaryRef.current?.focus();
    }
    function closeOutside(event: Event) {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', closeOutside);
    if (closeOnFocusOut) document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open, focusInput, closeOnFocusOut]);
  return { open, setOpen, detailsRef, summaryRef };
}

const HEADER_SEARCH_ID = 'header-search';

/**
 * The header's search box behind a magnifier (the header has no room for a box beside the navigation): a <details>
 * that works without JS, its form a GET to the search page; with JS the box takes the focus when it opens, and Esc,
 * a tap outside or a new page close it.
 */
function HeaderSearch({ locationKey }: { locationKey?: string }) {
  const { open, setOpen, detailsRef, summaryRef } = useHeaderDisclosure(locationKey, { focusInput: true });
  return (
    <details
      className="header-search"
      ref={detailsRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={summaryRef} aria-label="Поиск" aria-controls={`${HEADER_SEARCH_ID}-panel`}>
        {open ? <CloseIcon /> : <SearchIcon />}
      </summary>
      <div className="header-search-panel" id={`${HEADER_SEARCH_ID}-panel`}>
        <div className="container">
          <SearchForm id={HEADER_SEARCH_ID} />
        </div>
      </div>
    </details>
  );
}

/**
 * The menu below 1 180 px: a <details> that works without JS; with JS it also closes when a link in it is chosen,
 * the page changes, Esc is pressed (focus back on its button), the visitor taps outside it or tabs past its end.
 */
function MobileMenu({ locationKey, children }: { locationKey?: string; children: ReactNode }) {
  const { open, setOpen, detailsRef, summaryRef } = useHeaderDisclosure(locationKey, {
    closeOnFocusOut: true,
  });

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    setOpen(event.currentTarget.open);
  }

  return (
    <details className="mobile-menu" ref={detailsRef} open={open} onToggle={onToggle}>
      <summary ref={summaryRef} aria-label="Меню" aria-controls={MOBILE_MENU_ID}>
        {open ? <CloseIcon /> : <MenuIcon />}
      </summary>
      {/* A chosen link closes the menu at once, before the next page arrives. */}
      <nav
        aria-label="Меню"
        id={MOBILE_MENU_ID}
        className="mobile-menu-panel"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </nav>
    </details>
  );
}

export function SiteLayout({
  info,
  townSwitch,
  currentTownName,
  callbackForm,
  callbackOpen,
  callbackAsked = false,
  callbackTopic,
  callbackSubject,
  callbackCloseHref,
  onCallbackClose,
  locationKey,
  footerControls,
  notice,
  scheduleAnchor,
  children,
}: SiteLayoutProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** What had the focus when the dialog opened: the dialog gives it back when it closes. */
  const openerRef = useRef<Element | null>(null);
  /** Where the page was scrolled when the dialog opened: giving the focus back to a header link scrolls the page. */
  const scrollRef = useRef<number | null>(null);
  const [topic, setTopic] = useState<CallbackTopic | undefined>(callbackTopic);
  const [subject, setSubject] = useState<string | undefined>(callbackSubject);
  /** The dialog is in the page: asked for by the address or a form's answer, or opened once. */
  const [dialogMade, setDialogMade] = useState(Boolean(callbackOpen || callbackAsked));
  /** A link asked to open it before it was made: it opens once it is. */
  const [opening, setOpening] = useState(false);
  const dialogHistory = useDialogHistory(dialogRef, locationKey);
  const phone = info.phones[0];
  const townName = currentTownName ?? info.townName;
  if (callbackOpen && !dialogMade) setDialogMade(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!opening || !dialog) return;
    setOpening(false);
    if (!dialog.open) dialog.showModal();
    dialogHistory.opened();
  }, [opening, dialogHistory]);

  // With JS the dialog opens modally (focus trap, Esc); without JS links reload the page asking for it and CSS
  // shows it (callbackHref).
  const openCallback = useCallback(
    (chosen?: CallbackTopic, about?: string) => {
      if (typeof HTMLDialogElement === 'undefined' || !('showModal' in HTMLDialogElement.prototype))
        return false;
      // Each opening asks its own question: «Перезвоните мне» after «Заказать» has no topic.
      setTopic(chosen);
      setSubject(about);
      openerRef.current = document.activeElement;
      scrollRef.current = window.scrollY;
      const dialog = dialogRef.current;
      if (dialog) {
        if (!dialog.open) dialog.showModal();
        dialogHistory.opened();
      } else {
        setDialogMade(true);
        setOpening(true);
      }
      return true;
    },
    [dialogHistory],
  );
  function onCallbackClick(event: MouseEvent<HTMLAnchorElement>) {
    if (openCallback()) event.preventDefault();
  }
  /** «Перезвоните мне» (the header's and the phone menu's): a link to the form's page that opens the dialog with JS. */
  const callbackLink = (className: string, label: ReactNode) => (
    <a
      className={`button button-primary ${className}`}
      href={callbackHref()}
      onClick={onCallbackClick}
      aria-haspopup="dialog"
      rel="nofollow"
    >
      <CallbackIcon />
      {label}
    </a>
  );
  function closeCallback() {
    dialogRef.current?.close();
  }
  function onDialogClose() {
    dialogHistory.closed();
    // The page stays where it was: Chrome scrolls to a sticky header's link when the focus goes back to it.
    const top = scrollRef.current;
    scrollRef.current = null;
    if (top !== null && window.scrollY !== top) window.scrollTo({ top, behavior: 'instant' });
    onCallbackClose?.();
    // The browser gives the focus back to the link that opened the dialog; one in the phone menu is hidden by now
    // (the menu closed), so the menu's own button takes it.
    const menu = openerRef.current?.closest('details:not([open])');
    const summary = menu?.querySelector('summary');
    if (summary instanceof HTMLElement) requestAnimationFrame(() => summary.focus());
  }

  return (
    <CallbackDialogProvider value={openCallback}>
      <div className="site">
        <a className="skip-link" href="#main">
          Перейти к содержимому
        </a>
        {scheduleAnchor ? (
          <a className="skip-link" href={`#${scheduleAnchor}`}>
            К расписанию
          </a>
        ) : null}
        <header className="site-header">
          <div className="container site-header-inner">
            <AppLink to={{ name: 'index' }} className="logo">
              <LogoMark />
              <span className="logo-text">
                <span className="logo-name">{info.cinemaName}</span>
                <span className="logo-town">
                  <PinIcon />
                  {townName}
                </span>
              </span>
            </AppLink>
            <nav className="site-nav" aria-label="Основное меню">
              <NavList />
            </nav>
            <div className="header-actions">
              <HeaderSearch locationKey={locationKey} />
              <TownSwitchLink townSwitch={townSwitch} className="town-switch" />
              {phone ? (
                <a className="header-phone" href={`tel:${phone.number}`}>
                  <PhoneIcon />
                  <span>{formatPhone(phone.number)}</span>
                </a>
              ) : null}
              {callbackLink(
                'header-callback',
                <span className="header-callback-label">Перезвоните мне</span>,
              )}
              <MobileMenu locationKey={locationKey}>
                <div className="mobile-menu-town">
                  <p className="mobile-menu-current">
                    <PinIcon />
                    <span>
                      Город: <strong>{townName}</strong>
                    </span>
                  </p>
                  <TownSwitchLink townSwitch={townSwitch} className="mobile-menu-switch" />
                </div>
                <NavList />
                <LinkList items={FOOTER_LINKS.slice(0, 4)} className="nav-list nav-list-secondary" />
                <div className="mobile-menu-contact">
                  {callbackLink('mobile-menu-callback', 'Перезвоните мне')}
                  {phone ? (
                    <a className="mobile-menu-phone" href={`tel:${phone.number}`}>
                      <PhoneIcon />
                      {formatPhone(phone.number)}
                    </a>
                  ) : null}
                </div>
              </MobileMenu>
            </div>
          </div>
        </header>

        <main id="main" tabIndex={-1}>
          {notice ? (
            <div className="container">
              <p className="site-notice" role="status">
                {notice}
              </p>
            </div>
          ) : null}
          {children}
        </main>

        <footer className="site-footer">
          <div className="container footer-grid">
            <div>
              <h2 className="footer-title">{info.cinemaName}</h2>
              <address className="footer-address">
                {`${info.address.street}, ${info.address.town}`}
                <br />
                {`${info.address.postalCode}, ${info.address.region}`}
              </address>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </div>
            <div>
              <h2 className="footer-title">Телефоны</h2>
              <ul className="footer-list">
                {info.phones.map((p) => (
                  <li key={p.number}>
                    <a href={`tel:${p.number}`}>{formatPhone(p.number)}</a>
                    <span className="footer-muted">{` — ${p.label}`}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="footer-title">Режим работы</h2>
              <ul className="footer-list">
                {info.workingHours.map((h) => (
                  <li key={h.days}>{`${h.days}: ${h.open}–${h.close}`}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="footer-title">Посетителям</h2>
              <LinkList items={FOOTER_LINKS} className="footer-list" />
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
            <p>{`© ${info.cinemaName}, ${info.address.town}. Расписание и цены — на этом сайте.`}</p>
            {footerControls}
            <TownSwitchLink townSwitch={townSwitch} className="footer-town-switch" />
          </div>
        </footer>

        {dialogMade ? (
          <dialog
            id={CALLBACK_DIALOG_ID}
            ref={dialogRef}
            className="callback-dialog"
            aria-labelledby={`${CALLBACK_DIALOG_ID}-title`}
            open={callbackOpen || undefined}
            onClose={onDialogClose}
          >
            <div className="callback-dialog-head">
              <h2 id={`${CALLBACK_DIALOG_ID}-title`}>Перезвоните мне</h2>
              <CallbackDialogClose onClose={closeCallback} href={callbackCloseHref ?? '#main'} />
            </div>
            <p className="callback-dialog-lead">
              Оставьте номер — администратор кинотеатра перезвонит и ответит на вопросы.
            </p>
            <CallbackForm
              {...callbackForm}
              topic={topic}
              subject={subject}
              idPrefix={`${CALLBACK_DIALOG_ID}-form`}
            />
          </dialog>
        ) : null}
      </div>
    </CallbackDialogProvider>
  );
}
