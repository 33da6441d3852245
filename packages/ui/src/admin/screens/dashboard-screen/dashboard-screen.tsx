// The workspace's start page (each town a region; its panels plain boxes under h3, not landmarks of their own): per town of the staff member, what needs attention today — each part only for the roles
// that work with it (the service leaves the others out).
import { formatDay } from '@kino/api/cinema-time';
import { plural } from '@kino/api/plural';
import type { Town } from '@kino/api/towns';
import type { DashboardTown } from '@kino/api/types';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { ScheduleSyncStatus, syncFailing } from '#src/admin/components/schedule-sync-panel.tsx';
import { TOWN_SECTIONS, townPath } from '#src/admin/lib/navigation.ts';

export interface DashboardScreenProps {
  towns: readonly DashboardTown[];
  townNames: Readonly<Record<Town, string>>;
  state: LoadState;
  onRetry?: () => void;
}

/** Today's sessions shown before «ещё N»: the whole day is on the sessions screen. */
const SHOWN_SESSIONS = 12;

const sectionLabel = (kind: string) => TOWN_SECTIONS.find((s) => s.key === kind)?.label ?? kind;

function TownDashboard({ entry, name }: { entry: DashboardTown; name: string }) {
  const { town } = entry;
  const id = `dashboard-${town}`;
  return (
    <section className="adm-dashboard-town" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <div className="adm-dashboard-grid">
        {entry.sessionsToday ? (
          <div className="adm-panel">
            <h3 className="adm-panel-title">Сеансы сегодня, {formatDay(entry.today)}</h3>
            {entry.sessionsToday.length === 0 ? (
              <p className="adm-note">Сеансов сегодня нет.</p>
            ) : (
              <ul className="adm-dashboard-list">
                {entry.sessionsToday.slice(0, SHOWN_SESSIONS).map((s) => (
                  <li key={s.id}>
                    <span className="adm-session-time">{s.time}</span> {s.film}
                    <span className="adm-note">
                      {' '}
                      · {s.hall}
                      {s.soldOut ? ' · билетов нет' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p>
              <AdminLink to={townPath(town, 'sessions')}>
                {entry.sessionsToday.length > SHOWN_SESSIONS
                  ? `Ещё ${entry.sessionsToday.length - SHOWN_SESSIONS} — все сеансы`
                  : 'Все сеансы'}
              </AdminLink>
            </p>
          </div>
        ) : null}
        {entry.sync ? (
          <div className="adm-panel">
            <h3 className="adm-panel-title">
              Синхронизация расписания{syncFailing(entry.sync) ? ': ошибка' : ''}
            </h3>
            <ScheduleSyncStatus sync={entry.sync} />
            <p>
              <AdminLink to={townPath(town, 'sessions')}>Настройки и сеансы</AdminLink>
            </p>
          </div>
        ) : null}
        {entry.newApplications !== null ? (
          <div className="adm-panel">
            <h3 className="adm-panel-title">Новые заявки</h3>
            <p className="adm-dashboard-count">{entry.newApplications}</p>
            <p>
              <AdminLink to={`/inbox/${town}`}>Открыть заявки</AdminLink>
            </p>
          </div>
        ) : null}
        {entry.drafts ? (
          <div className="adm-panel">
            <h3 className="adm-panel-title">Черновики</h3>
            {entry.drafts.length === 0 ? (
              <p className="adm-note">Черновиков нет.</p>
            ) : (
              <ul className="adm-dashboard-list">
                {entry.drafts.map((d) => (
                  <li key={d.kind}>
                    <AdminLink to={townPath(town, d.kind)}>{sectionLabel(d.kind)}</AdminLink>: {d.count}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {entry.failedMails !== null ? (
          <div className="adm-panel">
            <h3 className="adm-panel-title">Письма, которые не ушли</h3>
            {entry.failedMails === 0 ? (
              <p className="adm-note">Все уведомления отправлены.</p>
            ) : (
              <p className="adm-alert">
                {entry.failedMails} {plural(entry.failedMails, 'письмо ждёт', 'письма ждут', 'писем ждут')}{' '}
                повторной отправки: почтовый сервер их не принял. Сервис пробует снова сам.
              </p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function DashboardScreen({ towns, townNames, state, onRetry }: DashboardScreenProps) {
  return (
    <AdminPage title="Главная">
      <LoadGate state={state} onRetry={onRetry}>
        {() =>
          towns.length === 0 ? (
            <p className="adm-note">У вашей учётной записи нет городов: обратитесь к администратору.</p>
          ) : (
            towns.map((entry) => (
              <TownDashboard key={entry.town} entry={entry} name={townNames[entry.town]} />
            ))
          )
        }
      </LoadGate>
    </AdminPage>
  );
}
