// The router-aware Link and Form the UI kit's AppLink/AppForm render inside the site.
import { useHydrated } from '@kino/ui/hooks/use-hydrated';
import type { LinksValue } from '@kino/ui/links';
import { useState } from 'react';
import { Link, PrefetchPageLinks, useFetcher, useLocation } from 'react-router';
import { canPrefetch } from '#src/browser/prefetch.ts';
import { formRoutePath, SENT_PARAM, SUBMISSION_FIELD } from '#src/forms/form-answer.ts';
import { useSubmissionSeed } from '#src/forms/form-state.ts';
import { useTown } from '#src/town/use-town.ts';

/**
 * A site link: React Router's `Link`, which navigates in the page and, on hover or focus, prefetches the next page's
 * route code and data (`prefetch="intent"`) — never in data-saver mode or on a 2g connection (spec §9). A link that is
 * not a path of this site (tickets, `tel:`, other sites) is a plain anchor for the browser.
 */
export const SiteLink: LinksValue['Link'] = ({ href, to: _to, ...rest }) => {
  // A link to the page being shown (the header's «Афиша» on /afisha/) says so, unless the screen decides
  // itself: the afisha's day tabs and filter chips pass aria-current, set or not.
  const { pathname } = useLocation();
  if (!href.startsWith('/')) return <a href={href} {...rest} />;
  const current = href === pathname && !('aria-current' in rest);
  return (
    <Link
      to={href}
      // The whole route manifest is in the page (react-router.config.ts): no `data-discover` on every anchor.
      discover="none"
      prefetch={typeof navigator !== 'undefined' && canPrefetch(navigator.connection) ? 'intent' : 'none'}
      aria-current={current ? 'page' : undefined}
      {...rest}
    />
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
  const action = formRoutePath(town, { form, key: formKey, from, byScript });
  // The form route's code (its clientAction keeps the form when the network fails) is loaded once the visitor starts
  // filling the form in, so a submit made offline does not need the network for it.
  const [filling, setFilling] = useState(false);
  return (
    <fetcher.Form
      method="post"
      action={action}
      encType={encType as 'multipart/form-data' | 'application/x-www-form-urlencoded' | undefined}
      onFocusCapture={() => setFilling(true)}
      {...rest}
      // Before any submit handler (the kit's checks, the fetcher reading the form): the seed goes with this
      // sending and every retry of it.
      onSubmitCapture={(event) => seedOnSubmit(event.currentTarget)}
    >
      <input type="hidden" name={SUBMISSION_FIELD} defaultValue="" />
      {children}
      {filling && byScript ? <PrefetchPageLinks page={action} /> : null}
    </fetcher.Form>
  );
};
