// A town's inbox: tabs, filters, search and page live in the address, so a list can be shared and survives a reload.
import { adminKeys, applicationsCsvUrl } from '@kino/api/admin-queries';
import { InboxListScreen } from '@kino/ui/admin/screens/inbox-list-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { useInboxCounts, useOnCountsChange } from '#src/data/inbox-counts.ts';
import { queryClient } from '#src/data/query-client.ts';
import { useTownNames } from '#src/data/town-names.ts';
import {
  inboxApiParams,
  inboxListPath,
  inboxTowns,
  readInboxQuery,
  writeInboxQuery,
} from '#src/lib/inbox.ts';
import { rememberInboxList } from '#src/lib/inbox-back.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Заявки — рабочее место кинотеатра' }];

export default function InboxList() {
  const town = useTown();
  const [search, setSearch] = useSearchParams();
  const query = readInboxQuery(search);
  useEffect(() => rememberInboxList(town, search), [town, search]);
  const me = useQuery(admin().queries.me());
  const towns = me.data ? inboxTowns(me.data.account) : [town];
  const names = useTownNames(me.data?.account);
  const list = useQuery({
    ...admin().queries.applications(town, inboxApiParams(query)),
    placeholderData: keepPreviousData,
  });
  // The counts the shell polls: each town's tab shows its new ones, and a change of this town's (an application came,
  // changed or went) reads the list again. Not the list itself on a timer: every read of it is in the access log.
  const counts = useInboxCounts(towns);
  useOnCountsChange(town, counts[town], () =>
    queryClient.invalidateQueries({ queryKey: [...adminKeys.kind(town, 'applications'), 'list'] }),
  );
  const { page: _page, ...exportFilters } = inboxApiParams(query);
  return (
    <InboxListScreen
      // A town's selection is not another town's.
      key={town}
      town={town}
      towns={towns.map((t) => ({ value: t, label: names[t], newCount: counts[t]?.byStatus.new }))}
      kind={query.kind}
      tabHref={(t, kind) => inboxListPath(t, { kind })}
      detailHref={(a) => `/inbox/${a.town}/${a.id}`}
      exportHref={(ids) => applicationsCsvUrl(town, ids.length > 0 ? { id: [...ids] } : exportFilters)}
      applications={list.data?.items ?? []}
      state={loadStateOf(list)}
      onRetry={() => list.refetch()}
      filters={{ status: query.status, search: query.search }}
      onFiltersChange={(filters) =>
        setSearch(writeInboxQuery({ ...query, ...filters, page: 1 }), { replace: true })
      }
      paging={pagerOf(list.data?.meta, (page) => setSearch(writeInboxQuery({ ...query, page })))}
    />
  );
}
