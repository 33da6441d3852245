import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsPage } from '#src/fixtures/content.ts';
import { NewsListScreen } from './news-list-screen.tsx';

describe('NewsListScreen', () => {
  it('links the previous and next pages, page 1 without a query', () => {
    render(<NewsListScreen news={{ ...newsPage, meta: { ...newsPage.meta, page: 2 } }} />);
    expect(screen.getByRole('link', { name: '← Назад' }).getAttribute('href')).toBe('/news/');
    expect(screen.getByRole('link', { name: 'Вперёд →' }).getAttribute('href')).toBe('/news/?page=3');
    expect(screen.getByText('2').getAttribute('aria-current')).toBe('page');
  });
});
