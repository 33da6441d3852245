import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificatesPage } from '#src/fixtures/content.ts';
import { CertificatesScreen } from './certificates-screen.tsx';

describe('CertificatesScreen', () => {
  it('shows nominals with their validity and an order form', () => {
    render(
      <CertificatesScreen
        page={certificatesPage}
        callbackForm={{
          state: { status: 'idle' },
        }}
      />,
    );
    expect(screen.getByText('100 BYN')).toBeTruthy();
    expect(screen.getAllByText('Действует 365 дней')).toHaveLength(2);
    expect(screen.getAllByText('Действует 180 дней')).toHaveLength(2);
    // Where it is sent is the site's business (its form route); the kit renders the form.
    expect(screen.getByRole('form', { name: 'Заказать обратный звонок' })).toBeTruthy();
    const orders = screen.getAllByRole('link', { name: /^Заказать сертификат/ });
    expect(orders).toHaveLength(certificatesPage.certificates.length);
    // Without JavaScript the link names what is ordered too: the comment starts with it.
    const first = new URLSearchParams(orders[0]!.getAttribute('href')!.split('#')[0]);
    expect(first.get('topic')).toBe('certificates');
    expect(first.get('about')).toBe(`Заказ: «${certificatesPage.certificates[0]!.title}»`);
  });
});
