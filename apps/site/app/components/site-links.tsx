// The router-aware Link and Form the UI kit's AppLink/AppForm render inside the site.
import type { LinksValue } from '@kino/ui/links';
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, PrefetchPageLinks, useFetcher, useLocation } from 'react-router';
import { useHydrated, useSubmissionKey } from '#src/lib/form-state.ts';
import { canPrefetch } from '#src/lib/prefetch-queue.ts';

/** A client-side link: its route code is prefetched when visible (queue of 4) and its data on hover or focus. */
export const SiteLink: LinksValue['Link'] = ({ href, to: _to, onMouseEnter, onFocus, ...rest }) => {
  const ref = useRef<HTMLAnchorElement>(null);
  const [intent, setIntent] = useState(false);
  const local = href.startsWith('/');
  // A link to the page being shown (the header's «Афиша» on /afisha/) says so, unless the screen decides
  // itself: the afisha's day tabs and filter chips pass aria-current, set or not.
  const { pathname } = useLocation();
  const current = local && href === pathname && !('aria-current' in rest);

  useEffect(() => {
    const element = ref.current;
    if (!element || !local) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void import('#src/lib/prefetch.client.ts').then(({ observeLink }) => {
      if (!cancelled) cleanup = observeLink(element, href);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [href, local]);

  const prefetchNow = () => {
    if (!local || !canPrefetch(navigator.connection)) return;
    void import('#src/lib/prefetch.client.ts').then(({ prefetchQueue }) => prefetchQueue().add(href, true));
    setIntent(true);
  };

  return (
    <>
      <Link
        ref={ref}
        to={href}
        prefetch="none"
        aria-current={current ? 'page' : undefined}
        onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(e);
          prefetchNow();
        }}
        onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
          onFocus?.(e);
          prefetchNow();
        }}
        {...rest}
      />
      {intent && local ? <PrefetchPageLinks page={href.split('#')[0]!} /> : null}
    </>
  );
};

/** A form posting through a fetcher (no full reload with JS; a plain POST without), with a per-submission key. */
export const SiteForm: LinksValue['Form'] = ({
  formKey = 'form',
  children,
  method,
  action,
  encType,
  ...rest
}) => {
  const fetcher = useFetcher({ key: formKey });
  const submission = useSubmissionKey(formKey);
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method={method === 'get' ? 'get' : 'post'}
      action={typeof action === 'string' ? action : undefined}
      encType={encType as 'multipart/form-data' | 'application/x-www-form-urlencoded' | undefined}
      {...rest}
    >
      <input type="hidden" name="_form" value={formKey} />
      <input type="hidden" name="_submission" value={submission} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
};
