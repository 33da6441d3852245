import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { faqPage } from '#src/fixtures/content.ts';
import { FaqScreen } from './faq-screen.tsx';

afterEach(() => history.replaceState(null, '', window.location.pathname + window.location.search));

describe('FaqScreen', () => {
  it('opens and closes answers with the real keyboard', async () => {
    render(<FaqScreen page={faqPage} />);
    const summary = screen.getByText('Можно ли вернуть билет?');
    const item = summary.closest('details')!;
    summary.focus();
    await userEvent.keyboard('{Enter}');
    expect(item.open).toBe(true);
    await userEvent.keyboard(' ');
    expect(item.open).toBe(false);
  });

  it('opens the item named by the address hash on load', () => {
    history.replaceState(null, '', '#vozrastnye-ogranichenija');
    render(<FaqScreen page={faqPage} />);
    expect(document.querySelector<HTMLDetailsElement>('details#vozrastnye-ogranichenija')!.open).toBe(true);
    expect(document.querySelector<HTMLDetailsElement>('details#eda-i-napitki')!.open).toBe(false);
  });

  it('gives every question its id as an anchor', () => {
    render(<FaqScreen page={faqPage} />);
    const ids = faqPage.groups.flatMap((g) => g.items.map((i) => i.id));
    for (const id of ids) expect(document.getElementById(id)?.tagName).toBe('DETAILS');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
