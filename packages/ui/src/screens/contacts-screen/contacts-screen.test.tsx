import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactsPage } from '#src/fixtures/content.ts';
import { offlineMap } from '#src/fixtures/images.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { ContactsScreen, mapEmbedUrl } from './contacts-screen.tsx';

describe('ContactsScreen', () => {
  it('embeds the map as a frame (no script of ours), links a larger map and has the #callback form', () => {
    const { container } = render(
      <ContactsScreen
        page={contactsPage}
        info={infoMain}
        now="2026-11-23T12:00:00+03:00"
        mapSrc={offlineMap}
        callbackForm={{ state: { status: 'idle' } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Открыть карту крупнее' }).getAttribute('href')).toBe(
      contactsPage.mapUrl,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(document.getElementById('callback')?.querySelector('form')).not.toBeNull();
    // A department's phone, the events office's.
    expect(screen.getByRole('link', { name: '+375 (29) 350-10-30' }).getAttribute('href')).toBe(
      'tel:+375293501030',
    );
  });

  it("builds OpenStreetMap's embed around the address, with a marker on it", () => {
    const url = new URL(mapEmbedUrl({ lat: 52.4331, lng: 30.9906 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('52.43310,30.99060');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west! < 30.9906 && 30.9906 < east! && south! < 52.4331 && 52.4331 < north!).toBe(true);
  });
});
