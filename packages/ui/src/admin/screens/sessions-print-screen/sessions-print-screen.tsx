// A week of every hall, laid out for paper: one hall per page, a row per session (day, start–end, film, format and
// features, price). On screen it is the preview with «Печать»; printed, the menu and the buttons are gone (admin.css).
import { formatDay, formatTime, weekdayShort } from '@kino/api/cinema-time';
import type { SessionFeature } from '@kino/api/types';
import { AdminPage, LoadGate, type LoadState } from '#src/admin/components/admin-page.tsx';
import { featureText } from '#src/components/session-features.tsx';

/** A session as the printed week shows it. */
export interface PrintSession {
  id: string;
  cinemaDay: string;
  /** ISO instants; shown in the cinema's time zone. */
  startsAt: string;
  endsAt: string;
  film: string;
  format: string;
  features?: SessionFeature[];
  language?: string;
  /** As shown: «12,5 BYN». */
  price: string;
  soldOut: boolean;
}

export interface PrintHall {
  id: string;
  name: string;
  sessions: PrintSession[];
}

export interface SessionsPrintScreenProps {
  townName: string;
  /** The week's seven cinema days. */
  days: readonly string[];
  halls: PrintHall[];
  state: LoadState;
  onRetry?: () => void;
  /** The week grid this week came from. */
  backTo: string;
  onPrint: () => void;
}

/** «Субтитры (рус.), Тифлокомментарий»: a session's features in words (paper has no icons). */
const featuresOf = (s: PrintSession) =>
  (s.features ?? []).map((f) => featureText(f, s.language).short).join(', ');

export function SessionsPrintScreen(props: SessionsPrintScreenProps) {
  const { days, halls } = props;
  const period = days.length > 0 ? `${formatDay(days[0]!)} — ${formatDay(days[days.length - 1]!, true)}` : '';
  return (
    <div className="adm-print">
      <AdminPage
        title={`Расписание · ${props.townName}`}
        back={{ to: props.backTo, label: 'Сеансы' }}
        actions={
          <button type="button" className="button button-primary" onClick={props.onPrint}>
            Печать
          </button>
        }
      >
        <p className="adm-note adm-no-print">
          Каждый зал печатается на своей странице; меню и кнопки на бумагу не попадают.
        </p>
        <LoadGate state={props.state} onRetry={props.onRetry}>
          {() =>
            halls.map((hall) => (
              <section key={hall.id} className="adm-print-hall" aria-labelledby={`print-hall-${hall.id}`}>
                <h2 id={`print-hall-${hall.id}`}>
                  {hall.name} <span className="adm-print-period">{period}</span>
                </h2>
                {hall.sessions.length === 0 ? (
                  <p>Сеансов на этой неделе нет.</p>
                ) : (
                  // A phone's screen scrolls the table in its own box (focusable for the keyboard); paper fits it.
                  <div
                    className="adm-print-scroll"
                    tabIndex={0}
                    role="group"
                    aria-label={`Сеансы: ${hall.name}`}
                  >
                    <table className="adm-print-table">
                      <thead>
                        <tr>
                          <th scope="col">День</th>
                          <th scope="col">Время</th>
                          <th scope="col">Фильм</th>
                          <th scope="col">Формат, особенности</th>
                          <th scope="col">Цена</th>
                        </tr>
                      </thead>
                      {days.map((day) => {
                        const list = hall.sessions.filter((s) => s.cinemaDay === day);
                        return list.length === 0 ? null : (
                          <tbody key={day}>
                            {list.map((s, index) => (
                              <tr key={s.id}>
                                {index === 0 ? (
                                  <th scope="rowgroup" rowSpan={list.length}>
                                    {weekdayShort(day)}, {formatDay(day)}
                                  </th>
                                ) : null}
                                <td className="adm-print-time">
                                  {formatTime(s.startsAt)}–{formatTime(s.endsAt)}
                                </td>
                                <td>
                                  {s.film}
                                  {s.soldOut ? ' (продано)' : ''}
                                </td>
                                <td>{[s.format, featuresOf(s)].filter(Boolean).join(', ')}</td>
                                <td className="adm-print-price">{s.price}</td>
                              </tr>
                            ))}
                          </tbody>
                        );
                      })}
                    </table>
                  </div>
                )}
              </section>
            ))
          }
        </LoadGate>
      </AdminPage>
    </div>
  );
}
