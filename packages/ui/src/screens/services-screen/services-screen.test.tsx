import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicesPage } from '#src/fixtures/content.ts';
import { ServicesScreen } from './services-screen.tsx';

describe('ServicesScreen', () => {
  it('shows every service with its price or a note, and images sized up front', () => {
    // Hand-made: every demo service names its price; staff may leave it out, and the screen says so.
    const [first, ...rest] = servicesPage.services;
    const page = { ...servicesPage, services: [...rest, { ...first!, price: null }] };
    render(
      <ServicesScreen
        page={page}
        callbackForm={{
          state: { status: 'idle' },
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Аренда зала');
    expect(screen.getByText('Стоимость — по запросу')).toBeTruthy();
    for (const img of document.querySelectorAll('img')) expect(img.getAttribute('height')).toBe('600');
  });
});
