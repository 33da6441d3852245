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
    expect(screen.getByText('Действует 365 дней')).toBeTruthy();
    // Where it is sent is the site's business (its form route); the kit renders the form.
    expect(screen.getByRole('form', { name: 'Заказать обратный звонок' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Заказать сертификат/ })).toHaveLength(
      certificatesPage.certificates.length,
    );
  });
});
