// The shown week of every hall for paper: the halls in their order, each with its sessions; «Печать» prints it.
import { addDays, cinemaDayOf } from '@kino/api/cinema-time';
import type { AdminSession } from '@kino/api/types';
import { type PrintSession, SessionsPrintScreen } from '@kino/ui/admin/screens/sessions-print-screen';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { loadStateOf } from '#src/data/errors.ts';
import { useTown } from '#src/lib/town.ts';
import { adminSessionFeatures, sessionPrice } from '#src/lib/week-sessions.ts';

export const meta = () => [{ title: 'Печать недели — рабочее место кинотеатра' }];

function toPrintSession(s: AdminSession): PrintSession {
  return {
    id: s.id,
    cinemaDay: s.day,
    startsAt: s.startsAt,
    endsAt: new Date(Date.parse(s.startsAt) + s.film.durationMin * 60_000).toISOString(),
    film: s.film.title,
    format: s.format,
    features: adminSessionFeatures(s),
    language: s.language,
    price: sessionPrice(s),
    soldOut: s.soldOut,
  };
}

export default function SessionsPrint() {
  const town = useTown();
  const { queries } = admin();
  const [search] = useSearchParams();
  const weekStart = search.get('week') ?? cinemaDayOf(new Date());
  const info = useQuery(queries.info(town));
  const halls = useQuery(queries.list(town, 'halls', { perPage: 100 }));
  const sessions = useQuery(queries.sessions(town, { from: weekStart, days: 7 }));
  const failed = halls.error ?? sessions.error;
  const items = sessions.data?.items ?? [];
  return (
    <SessionsPrintScreen
      townName={info.data?.data.townName ?? ''}
      days={Array.from({ length: 7 }, (_, i) => addDays(weekStart, i))}
      halls={(halls.data?.items ?? []).map((hall) => ({
        id: String(hall.id),
        name: hall.title,
        sessions: items.filter((s) => s.hall.id === hall.id).map(toPrintSession),
      }))}
      state={loadStateOf({
        isPending: halls.isPending || sessions.isPending,
        isError: Boolean(failed),
        error: failed,
      })}
      onRetry={() => {
        halls.refetch();
        sessions.refetch();
      }}
      backTo={`/${town}/sessions?week=${weekStart}`}
      onPrint={() => window.print()}
    />
  );
}
