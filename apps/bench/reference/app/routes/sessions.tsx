// A list of `?rows=` sessions made up in the loader (no I/O): each a film link, a time, a hall and a ticket link, so
// the page's markup and loader data grow with it the way a schedule's do. The bench picks the rows that give the
// size of the site page it compares with.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

const FILMS = [
  'Звёздный маяк',
  'Бабушкин сад',
  'Гвардия драконов',
  'Последний поезд на Полесье',
  'Капитан Волна',
];
const HALLS = ['Большой зал', 'Малый зал', 'Детский зал «Сказка»'];

export function loader({ request }: LoaderFunctionArgs) {
  const rows = Math.min(Math.max(Number(new URL(request.url).searchParams.get('rows')) || 0, 0), 5000);
  return {
    sessions: Array.from({ length: rows }, (_, i) => ({
      id: `s${i}`,
      film: FILMS[i % FILMS.length]!,
      slug: `film-${i % FILMS.length}`,
      time: `${String(10 + (i % 14)).padStart(2, '0')}:${String((i * 5) % 60).padStart(2, '0')}`,
      hall: HALLS[i % HALLS.length]!,
      price: 9 + (i % 5),
    })),
  };
}

export default function Sessions() {
  const { sessions } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Сеансы</h1>
      <ul>
        {sessions.map((s) => (
          <li key={s.id}>
            <a href={`/afisha/${s.slug}/`}>{s.film}</a> <time>{s.time}</time> <span>{s.hall}</span>{' '}
            <a href={`https://tickets.example/sessions/${s.id}`}>от {s.price} BYN</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
