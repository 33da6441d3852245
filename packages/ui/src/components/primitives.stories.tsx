// The UI kit's primitives on their own, each with its states (issue 35 item 7): what a designer reviews before the
// screens that combine them. Every one is the component or class the screens use, not a copy.
import { filmSummary } from '@kino/api/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { events, newsItems } from '#src/fixtures/content.ts';
import { beacon, TODAY } from '#src/fixtures/films.ts';
import { Field, FormAlert, FormSuccess, TextAreaField } from '#src/forms/fields.tsx';
import { mobile, withMain } from '#src/stories/story-helpers.tsx';
import { EventCard, NewsCard } from './cards.tsx';
import { EmptyState } from './empty-state.tsx';
import { AgeBadge, FilmTile } from './film-card.tsx';
import { CloseIcon, PhoneIcon } from './icons.tsx';
import { SearchForm } from './search-form.tsx';

const meta = {
  title: 'Primitives',
  decorators: [withMain],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section style={{ marginBottom: 'var(--space-5)' }}>
      <h2
        style={{
          fontSize: 'var(--text-sm)',
          color: 'var(--color-text-muted)',
          marginBottom: 'var(--space-2)',
        }}
      >
        {label}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' }}>
        {children}
      </div>
    </section>
  );
}

/** `.button` and its variants; «focus» shows the focus ring every control has from the keyboard. */
export const Buttons: Story = {
  render: () => (
    <>
      <Row label="Основная · обычная · крупная · маленькая">
        <button type="button" className="button button-primary">
          Купить билет
        </button>
        <button type="button" className="button">
          Подарить сертификат
        </button>
        <button type="button" className="button button-primary button-large">
          Афиша на неделю
        </button>
        <button type="button" className="button button-small">
          Подробнее
        </button>
      </Row>
      <Row label="Недоступна (идёт отправка) · с фокусом с клавиатуры">
        <button type="button" className="button button-primary" disabled>
          Отправляем…
        </button>
        <button type="button" className="button button-primary">
          В фокусе
        </button>
      </Row>
      <Row label="Кнопка-значок · текстовая ссылка">
        <button type="button" className="icon-button" aria-label="Закрыть">
          <CloseIcon />
        </button>
        <a className="header-phone" href="tel:+375232000000">
          <PhoneIcon />
          <span>+375 232 00-00-00</span>
        </a>
        <a className="text-link" href="#main">
          Вся афиша →
        </a>
      </Row>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    canvas.getByRole('button', { name: 'В фокусе' }).focus();
  },
};

/** `.chip`: a filter or a category link; the current one is filled and says so (`aria-current`). */
export const Chips: Story = {
  render: () => (
    <Row label="Обычный · текущий · с числом">
      <nav className="chip-nav" aria-label="Категории">
        <ul>
          <li>
            <a className="chip is-active" href="#main" aria-current="page">
              Все <span className="chip-count">12</span>
            </a>
          </li>
          <li>
            <a className="chip" href="#main">
              Кинопраздники <span className="chip-count">3</span>
            </a>
          </li>
          <li>
            <a className="chip" href="#main">
              IMAX
            </a>
          </li>
        </ul>
      </nav>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Все');
  },
};

/** Badges: age rating (every rating), premiere, format. */
export const Badges: Story = {
  render: () => (
    <Row label="Возраст · премьера · формат">
      {(['0+', '6+', '12+', '16+', '18+'] as const).map((rating) => (
        <AgeBadge key={rating} rating={rating} />
      ))}
      <span className="premiere-badge">Премьера</span>
      <span className="format-badge">IMAX</span>
      <span className="format-badge">3D</span>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('18+')).toBeVisible();
  },
};

/** Cards: a film tile, an event (with a ticket link, or free), a news item. */
export const Cards: Story = {
  render: () => (
    <ul className="card-grid">
      <li>
        <FilmTile film={filmSummary(beacon)} today={TODAY} />
      </li>
      <li>
        <EventCard event={events[0]!} />
      </li>
      <li>
        <EventCard event={{ ...events[0]!, title: 'Лекция о кино', ticketUrl: null, priceFrom: null }} />
      </li>
      <li>
        <NewsCard item={newsItems[0]!} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Вход свободный')).toBeVisible();
  },
};

/** Form fields: empty with a hint, required, filled, with an error; a text area. */
export const FormFields: Story = {
  render: () => (
    <form className="form" style={{ maxWidth: '32rem' }} noValidate>
      <Field id="f-name" label="Имя" hint="Как к вам обращаться" required>
        {(p) => <input {...p} name="name" />}
      </Field>
      <Field id="f-filled" label="Телефон" required>
        {(p) => <input {...p} name="phone" defaultValue="+375 29 123-45-67" />}
      </Field>
      <Field id="f-error" label="Эл. почта" error="Проверьте адрес: в нём нет «@».">
        {(p) => <input {...p} name="email" defaultValue="ivan.example.com" />}
      </Field>
      <TextAreaField
        id="f-comment"
        name="comment"
        label="Комментарий"
        hint="До 1000 символов"
        rows={3}
        maxLength={1000}
      />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Эл. почта')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Эл. почта')).toHaveAccessibleDescription(
      'Проверьте адрес: в нём нет «@».',
    );
  },
};

/** Notices: a form's failure, its thank-you, an empty list. */
export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '40rem' }}>
      <FormAlert message="Нет соединения — попробуйте ещё раз" />
      <FormSuccess title="Спасибо!" message="Мы перезвоним в течение рабочего дня." />
      <EmptyState title="Новостей пока нет" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Нет соединения');
  },
};

/** The search box: the header's (label for screen readers only) and the search page's (label shown). */
export const SearchBox: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <SearchForm id="s-header" />
      <SearchForm id="s-page" query="Шахмотистка" large />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('search')).toHaveLength(2);
    await expect(
      canvas.getAllByRole('searchbox', { name: 'Фильм, новость, событие или вакансия' }),
    ).toHaveLength(2);
  },
};

export const SearchBoxMobile: Story = { ...SearchBox, globals: mobile };
