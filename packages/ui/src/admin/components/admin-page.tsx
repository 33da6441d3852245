// The frame of every workspace page: a kicker (where it belongs), its one h1, actions, and the loading/error states.
import type { ReactNode } from 'react';
import { AdminLink } from './admin-links.tsx';

export interface AdminPageProps {
  title: string;
  /** Where the page belongs, e.g. the list an edit form came from. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, back, actions, children }: AdminPageProps) {
  return (
    <>
      <div className="adm-page-head">
        <div>
          {back ? (
            <p className="adm-page-kicker">
              <AdminLink to={back.to}>← {back.label}</AdminLink>
            </p>
          ) : null}
          <h1>{title}</h1>
        </div>
        {actions ? <div className="adm-actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}

/** What a screen shows while its data loads: a live status the screen reader announces once. */
export function AdminLoading({ label = 'Загружаем…' }: { label?: string }) {
  return (
    <div className="adm-loading" role="status" aria-live="polite">
      <span className="adm-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function AdminError({
  message = 'Не удалось загрузить данные.',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="adm-alert" role="alert">
      <p>
        {message}{' '}
        {onRetry ? (
          <button type="button" className="adm-link-button" onClick={onRetry}>
            Повторить
          </button>
        ) : null}
      </p>
    </div>
  );
}

/** Where the data of a screen is: loading, failed, or there (the screen renders the data itself). */
export type LoadState = { status: 'loading' } | { status: 'error'; message?: string } | { status: 'ready' };

export function LoadGate({
  state,
  onRetry,
  children,
}: {
  state: LoadState;
  onRetry?: () => void;
  children: () => ReactNode;
}) {
  if (state.status === 'loading') return <AdminLoading />;
  if (state.status === 'error') return <AdminError message={state.message} onRetry={onRetry} />;
  return <>{children()}</>;
}
