// The workspace's frame: skip link, the menu by town and section (only what the role may open), the user, sign-out.

import type { StaffAccount } from '@kino/api/types';
import { type ReactNode, useRef, useState } from 'react';
import { AdminLink, useAdminLinks } from '#src/admin/components/admin-links.tsx';
import { CountBadge, withBadgeLabel } from '#src/admin/components/count-badge.tsx';
import { type NavGroup, ROLE_LABEL } from '#src/admin/lib/navigation.ts';

export interface AdminShellProps {
  user: Pick<StaffAccount, 'name' | 'email' | 'role' | 'towns'>;
  /** The menu, from workspaceNavigation(user, …). */
  navigation: NavGroup[];
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function AdminShell({ user, navigation, onSignOut, signingOut = false, children }: AdminShellProps) {
  const { pathname } = useAdminLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="adm-shell">
      <a className="skip-link" href="#main">
        К содержимому
      </a>
      {/* Escape closes the open menu on a phone, back on its button, as a disclosure does. */}
      <header
        className="adm-sidebar"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <div className="adm-brand">
          <AdminLink to="/" className="adm-brand-name">
            Кинотеатр
            <span>Рабочее место</span>
          </AdminLink>
          <button
            ref={toggleRef}
            type="button"
            className="adm-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="adm-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Закрыть меню' : 'Меню'}
          </button>
        </div>
        <div id="adm-menu" className={`adm-menu-panel${menuOpen ? ' is-open' : ''}`}>
          <nav className="adm-nav" aria-label="Разделы">
            {navigation.map((group) => (
              <div key={group.title} className="adm-nav-group">
                <h2>{group.title}</h2>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <AdminLink
                        to={item.to}
                        aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
                        aria-label={withBadgeLabel(item.label, item.badge)}
                        onClick={() => setMenuOpen(false)}
                      >
                        {item.label}
                        {item.badge ? (
                          <>
                            {' '}
                            <CountBadge badge={item.badge} />
                          </>
                        ) : null}
                      </AdminLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="adm-user">
            <span className="adm-user-name">{user.name || user.email}</span>
            <span className="adm-user-role">
              {ROLE_LABEL[user.role]}
              {user.name ? ` · ${user.email}` : ''}
            </span>
            <div className="adm-actions">
              <AdminLink to="/password" className="button button-small">
                Сменить пароль
              </AdminLink>
              <button type="button" className="button button-small" onClick={onSignOut} disabled={signingOut}>
                {signingOut ? 'Выходим…' : 'Выйти'}
              </button>
            </div>
          </div>
        </div>
      </header>
      <main className="adm-main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
