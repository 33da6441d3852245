import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinksProvider } from '#src/links/links.tsx';
import { ERROR_TEXT, ErrorScreen, FAILURE_TEXT, OfflineScreen } from './error-screen.tsx';

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

  it('does not say the page was not found on a server error', () => {
    render(<ErrorScreen status={500} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(FAILURE_TEXT);
    expect(screen.queryByText(/страница не найдена/)).toBeNull();
  });

  it('says the connection failed and retries the same address', () => {
    let retried = 0;
    render(
      <OfflineScreen
        retryHref="/news/"
        onRetry={(event) => {
          event.preventDefault();
          retried += 1;
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нет соединения');
    const retry = screen.getByRole('link', { name: 'Попробовать ещё раз' });
    expect(retry.getAttribute('href')).toBe('/news/');
    retry.click();
    expect(retried).toBe(1);
  });
});
