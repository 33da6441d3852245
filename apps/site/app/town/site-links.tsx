// The router-aware Link and Form the UI kit's AppLink/AppForm render inside the site.
import { useHydrated } from '@kino/ui/hooks/use-hydrated';
import type { LinksValue } from '@kino/ui/links';
import {
  createContext,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type NavigateFunction, PrefetchPageLinks, useFetcher, useLocation, useNavigate } from 'react-router';
import { formRoutePath, SENT_PARAM, SUBMISSION_FIELD } from '#src/forms/form-answer.ts';
import { useSubmissionSeed } from '#src/forms/form-state.ts';
import { canPrefetch } from '#src/runtime/prefetch-queue.ts';
import { useTown } from '#src/town/use-town.ts';

let linkObserver: Promise<typeof import('#src/runtime/link-observer.client.ts')> | undefined;
/**
 * The prefetcher's module, asked for once for all the page's links: every `import()` call goes through the bundler's
 * preload helper again (URL resolution, a scan of the document's links), which for the ≈ 120 links of a schedule page
 * was ≈ 35 ms of main thread at Lighthouse's 4× CPU.
 */
const loadLinkObserver = () => {
  // A failed load (a new deployment removed the chunk) is asked for again by the next link.
  linkObserver ??= import('#src/runtime/link-observer.client.ts').catch((error: unknown) => {
    linkObserver = undefined;
    throw error;
  });
  return linkObserver;
};

/**
 * The router's navigate, taken once for all the page's links. React Router's `Link` runs about a dozen hooks per
 * link (its href resolved against the route matches twice, its own navigate, prefetch state): on a schedule page of
 * ≈ 75 links that was ≈ 15 % of the server's render and as much again of the hydration. A site link is a plain `<a>`
 * that reads this and navigates as `Link` does.
 */
const NavigateContext = createContext<NavigateFunction | undefined>(undefined);

export function SiteNavigationProvider({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/** A click the router takes, as React Router's `Link` decides: the main button, no modifier, this tab. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A client-side link: navigates in the page (replacing the history entry when it leads where the page is, as `Link`
 * does); its route code is prefetched when visible (queue of 4) and its data on hover or focus.
 */
export const SiteLink: LinksValue['Link'] = ({ href, to: _to, onMouseEnter, onFocus, onClick, ...rest }) => {
  const navigate = useContext(NavigateContext);
  const ref = useRef<HTMLAnchorElement>(null);
  const [intent, setIntent] = useState(false);
  const local = href.startsWith('/');
  // A link to the page being shown (the header's «Афиша» on /afisha/) says so, unless the screen decides
  // itself: the afisha's day tabs and filter chips pass aria-current, set or not.
  const { pathname, search, hash } = useLocation();
  const current = local && href === pathname && !('aria-current' in rest);

  useEffect(() => {
    const element = ref.current;
    if (!element || !local) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void loadLinkObserver().then(({ observeLink }) => {
      if (!cancelled) cleanup = observeLink(element, href);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [href, local]);

  const prefetchNow = () => {
    if (!local || !canPrefetch(navigator.connection)) return;
    void loadLinkObserver().then(({ prefetchRouteCode }) => prefetchRouteCode(href, true));
    setIntent(true);
  };

  return (
    <>
      <a
        ref={ref}
        href={href}
        aria-current={current ? 'page' : undefined}
        onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(e);
          prefetchNow();
        }}
        onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
          onFocus?.(e);
          prefetchNow();
        }}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(e);
          if (!navigate || !local || !isRouterClick(e, rest.target)) return;
          e.preventDefault();
          navigate(href, { replace: href === `${pathname}${search}${hash}` });
        }}
        {...rest}
      />
      {intent && local ? <PrefetchPageLinks page={href.split('#')[0]!} /> : null}
    </>
  );
};

/**
 * A visitor form: sent to the town's form route with the page it came from, through a fetcher once hydrated
 * (no reload), as a plain POST before (the route then redirects back or shows the page with the answer).
 */
export const SiteForm: LinksValue['Form'] = ({
  form,
  formKey = form,
  children,
  method: _m,
  action: _a,
  encType,
  ...rest
}) => {
  const fetcher = useFetcher({ key: formKey });
  const { town } = useTown();
  const { pathname, search } = useLocation();
  const { seedOnSubmit } = useSubmissionSeed(formKey, SUBMISSION_FIELD);
  // Once hydrated, forms say they were sent by a script (the answer is data, not a page).
  const byScript = useHydrated();
  const query = new URLSearchParams(search);
  query.delete(SENT_PARAM);
  const from = query.size > 0 ? `${pathname}?${query}` : pathname;
  return (
    <fetcher.Form
      method="post"
      action={formRoutePath(town, { form, key: formKey, from, byScript })}
      encType={encType as 'multipart/form-data' | 'application/x-www-form-urlencoded' | undefined}
      {...rest}
      // Before any submit handler (the kit's checks, the fetcher reading the form): the seed goes with this
      // sending and every retry of it.
      onSubmitCapture={(event) => seedOnSubmit(event.currentTarget)}
    >
      <input type="hidden" name={SUBMISSION_FIELD} defaultValue="" />
      {children}
    </fetcher.Form>
  );
};
