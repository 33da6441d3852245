// The town's frame (an island of the town layout): header, footer, the callback dialog, consent, and the browser's
// QueryClient and router-aware links for everything inside; also the error page within the frame.
import { CALLBACK_TOPICS, type CallbackFormValues } from '@kino/api/forms';
import { contentKeys } from '@kino/api/queries';
import { PAGE_QUERY, TOWN_SWITCH_PARAM, townSwitchNotHere, townSwitchTarget } from '@kino/api/routes';
import { baseRouteName, otherTown } from '@kino/api/towns';
import {
  CALLBACK_PARAM,
  CALLBACK_SUBJECT_MAX,
  CALLBACK_SUBJECT_PARAM,
  CALLBACK_TOPIC_PARAM,
  type CallbackTopic,
  callbackAsked,
} from '@kino/ui/forms/callback-link';
import { SiteLayout } from '@kino/ui/layout';
import { LinksProvider, SCHEDULE_ANCHORS } from '@kino/ui/links';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useAnalyticsConsent } from '#src/analytics/consent.tsx';
import { useChunkReload } from '#src/browser/chunk-reload.ts';
import { HashScroll, PageFocus } from '#src/browser/hash-scroll.tsx';
import { layoutKey } from '#src/browser/layout-cache.ts';
import { getBrowserQueryClient } from '#src/content-client/query-client.ts';
import { SENT_PARAM } from '#src/forms/form-answer.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { useCurrentRoute } from '#src/town/current-route.ts';
import { SiteForm, SiteLink } from '#src/town/site-links.tsx';
import { useTown, useTownIfLoaded } from '#src/town/use-town.ts';
import RootError, { RouteErrorScreen } from '../root-error.view.tsx';
import type { Route } from './+types/town-layout';

/** The topic a no-JS «Заказать» link asked for (`?topic=rent#callback-dialog`), if it is one of the form's. */
function callbackTopicOf(search: URLSearchParams): CallbackTopic | undefined {
  const topic = search.get(CALLBACK_TOPIC_PARAM);
  return CALLBACK_TOPICS.find((t) => t.value === topic)?.value;
}

/** What a no-JS «Заказать» link orders (`?about=`), if it asked for a topic too. */
function callbackSubjectOf(search: URLSearchParams): string | undefined {
  const about = search.get(CALLBACK_SUBJECT_PARAM)?.trim();
  return about && callbackTopicOf(search) ? about.slice(0, CALLBACK_SUBJECT_MAX) : undefined;
}

/** The page's query as the switch keeps it: not a form's thank-you, not an earlier switch's mark. */
function switchQuery(search: URLSearchParams): Record<string, string> {
  const kept = new URLSearchParams(search);
  kept.delete(SENT_PARAM);
  kept.delete(TOWN_SWITCH_PARAM);
  kept.delete(PAGE_QUERY.notHere);
  kept.delete(CALLBACK_TOPIC_PARAM);
  kept.delete(CALLBACK_SUBJECT_PARAM);
  kept.delete(CALLBACK_PARAM);
  return Object.fromEntries(kept);
}

/** The page as it is without the callback dialog: where the dialog's no-JS close link leads. */
function withoutDialog(pathname: string, search: URLSearchParams): string {
  const query = new URLSearchParams(switchQuery(search));
  return `${pathname}${query.size > 0 ? `?${query}` : ''}#main`;
}

/**
 * What every view in a town renders within: the browser's QueryClient (one for the page's life), the router-aware
 * link and form the UI kit's AppLink and AppForm use, and the scroll to the address's hash.
 */
function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getBrowserQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LinksProvider value={{ Link: SiteLink, Form: SiteForm }}>
        <HashScroll />
        <PageFocus />
        {children}
      </LinksProvider>
    </QueryClientProvider>
  );
}

function TownFrame({ children }: { children: ReactNode }) {
  const data = useTown();
  const { town, info } = data;
  const route = useCurrentRoute();
  const location = useLocation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const dialogState = useFormState<CallbackFormValues>('callback-dialog-form');
  const consent = useAnalyticsConsent(data);

  // The server's answer seeds the browser's cache of the layout (so the first navigation asks for the page only).
  useEffect(() => {
    if (queryClient.getQueryData(layoutKey(town)) === undefined && data.formAnswer === null)
      queryClient.setQueryData(layoutKey(town), data);
  }, [town, data, queryClient]);
  // Spec §4: switching towns clears the other town's data; coming back fetches it again.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: contentKeys.town(otherTown(town)) });
  }, [town, queryClient]);

  return (
    <LinksProvider value={{ town }}>
      {consent.banner}
      <SiteLayout
        info={info}
        townSwitch={{
          to: townSwitchTarget(route.name, route.params, switchQuery(search)),
          label: data.otherTownName,
        }}
        currentTownName={info.townName}
        callbackForm={{ state: dialogState }}
        callbackOpen={dialogState.status !== 'idle' && dialogState.status !== 'submitting'}
        callbackAsked={callbackAsked(search)}
        callbackTopic={callbackTopicOf(search)}
        callbackSubject={callbackSubjectOf(search)}
        callbackCloseHref={withoutDialog(location.pathname, search)}
        onCallbackClose={dialogState.reset}
        locationKey={location.key}
        footerControls={consent.settings}
        notice={townSwitchNotHere(search.get(PAGE_QUERY.notHere))}
        scheduleAnchor={SCHEDULE_ANCHORS[baseRouteName(route.name)]}
      >
        {children}
      </SiteLayout>
    </LinksProvider>
  );
}

export default function TownLayout() {
  return (
    <SiteProviders>
      <TownFrame>
        <Outlet />
      </TownFrame>
    </SiteProviders>
  );
}

/** Spec §2, §8: unknown pages and failures inside a town show the error page within the town's frame. */
export function TownError({ error }: Route.ErrorBoundaryProps) {
  const loaded = useTownIfLoaded();
  useChunkReload(error);
  return (
    <SiteProviders>
      {loaded ? (
        <TownFrame>
          <RouteErrorScreen error={error} />
        </TownFrame>
      ) : (
        <RootError error={error} />
      )}
    </SiteProviders>
  );
}
