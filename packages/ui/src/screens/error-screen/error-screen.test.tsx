import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinksProvider } from '#src/links/links.tsx';
import { ERROR_TEXT, ErrorScreen } from './error-screen.tsx';

describe('ErrorScreen', () => {
  it('shows the spec text, the status and a way home in the current town', () => {
    render(
      <LinksProvider value={{ town: 'rechitsa' }}>
        <ErrorScreen status={404} message="Page not found: /rechitsa/xyz/" />
      </LinksProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ERROR_TEXT);
    expect(ERROR_TEXT).toBe('Что-то пошло не так. Кажется, страница не найдена');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' }).getAttribute('href')).toBe(
      '/rechitsa/',
    );
    expect(screen.getByRole('img', { name: 'Порванная киноплёнка' })).toBeTruthy();
    expect(screen.getByText(/Такой страницы на сайте нет/)).toBeTruthy();
    expect(
      screen
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
        .slice(1),
    ).toEqual(['/rechitsa/afisha/', '/rechitsa/events/', '/rechitsa/news/', '/rechitsa/contacts/']);
  });

  it('says in Russian that the service is temporarily unavailable on a 503', () => {
    render(<ErrorScreen status={503} />);
    expect(screen.getByText(/временно недоступен/)).toBeTruthy();
  });
});
