// The frame of every workspace page: a kicker (where it belongs), its one h1, actions, and the loading/error states.
import type { ReactNode, Ref } from 'react';
import { AdminLink } from './admin-links.tsx';

export interface AdminPageProps {
  title: string;
  /** Where the page belongs, e.g. the list an edit form came from. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  /** For a screen that moves the focus to its heading (after what had the focus went away); makes it focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function AdminPage({ title, back, actions, children, headingRef }: AdminPageProps) {
  return (
    <>
      <div className="adm-page-head">
        <div>
          {back ? (
            <p className="adm-page-kicker">
              <AdminLink to={back.to}>← {back.label}</AdminLink>
            </p>
          ) : null}
          <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h1>
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

/** What a screen shows when its data could not be loaded: a way to try again, or a way out. */
export function AdminError({
  message = 'Не удалось загрузить данные.',
  onRetry,
  back,
}: {
  message?: string;
  onRetry?: () => void;
  /** Where to go instead, when trying again cannot help. */
  back?: { to: string; label: string };
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
        {back ? <AdminLink to={back.to}>{back.label}</AdminLink> : null}
      </p>
    </div>
  );
}

/**
 * A page in place of a screen that cannot be shown: its own h1 saying what happened, why in a sentence, and the way
 * back — nothing of the screen itself.
 */
export function AdminErrorPage({
  title,
  message,
  back = HOME,
}: {
  title: string;
  message: string;
  back?: { to: string; label: string };
}) {
  return (
    <AdminPage title={title}>
      <p>{message}</p>
      <p>
        <AdminLink to={back.to}>{back.label}</AdminLink>
      </p>
    </AdminPage>
  );
}

const HOME = { to: '/', label: 'На главную рабочего места' };

/** A section the staff member's role may not use: says so and which role may, instead of its form or filters. */
export function NoAccessPage({ needs, back }: { needs: string; back?: { to: string; label: string } }) {
  return <AdminErrorPage title="Нет доступа к этому разделу" message={needs} back={back} />;
}

/** Where the data of a screen is: loading, failed, or there (the screen renders the data itself). */
export type LoadState =
  | { status: 'loading' }
  | {
      status: 'error';
      message?: string;
      /** Asking again cannot help (not there, or not for this staff member): no «Повторить». */
      final?: boolean;
    }
  | { status: 'ready' };

/** A failed load as the screen shows it: «Повторить» unless the failure is final, then the way out if there is one. */
export function LoadError({
  state,
  onRetry,
  back,
}: {
  state: Extract<LoadState, { status: 'error' }>;
  onRetry?: () => void;
  back?: { to: string; label: string };
}) {
  return state.final ? (
    <AdminError message={state.message} back={back} />
  ) : (
    <AdminError message={state.message} onRetry={onRetry} />
  );
}

export function LoadGate({
  state,
  onRetry,
  back,
  children,
}: {
  state: LoadState;
  onRetry?: () => void;
  /** Offered instead of «Повторить» when the failure is final. */
  back?: { to: string; label: string };
  children: () => ReactNode;
}) {
  if (state.status === 'loading') return <AdminLoading />;
  if (state.status === 'error') return <LoadError state={state} onRetry={onRetry} back={back} />;
  return <>{children()}</>;
}
