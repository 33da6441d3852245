import type { InfoInput } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { infoToValues, valuesToInfo } from './resources.ts';

const info: InfoInput = {
  cinemaName: 'Кинотеатр «Октябрь»',
  cinemaLocative: 'в кинотеатре «Октябрь»',
  cinemaRegion: 'Гомельская область',
  townName: 'Гомель',
  phones: [
    { number: '+375 232 00-00-00', label: 'Касса' },
    { number: '+375 232 00-00-01', label: '' },
  ],
  email: 'info@kino.example',
  address: {
    street: 'ул. Советская, 1',
    town: 'Гомель',
    region: 'Гомельская область',
    postalCode: '246050',
    lat: 52.43,
    lng: 30.99,
  },
  workingHours: [{ days: 'Пн–Вс', weekdays: [1, 2, 3, 4, 5, 6, 7], open: '10:00', close: '23:00' }],
  social: [],
  tagManagerId: null,
  timezone: 'Europe/Minsk',
  ticketUrlTemplate: 'https://tickets.kino.example/session/{session}',
};

describe('«О кинотеатре» form ↔ InfoInput', () => {
  it('round-trips what the form shows and keeps the rest as stored', () => {
    expect(valuesToInfo(infoToValues(info), info)).toEqual(info);
  });

  it('edits the street at the path its field and the API name it (address.street)', () => {
    const values = infoToValues(info);
    expect(values.address).toEqual({ street: 'ул. Советская, 1' });
    const changed = valuesToInfo({ ...values, address: { street: ' ул. Ленина, 2 ' } }, info);
    expect(changed.address).toEqual({ ...info.address, street: 'ул. Ленина, 2' });
  });
});
