// The cinema's phones as items of a contact list: the number to call, formatted, and what it is for (contacts page,
// the accessibility statement).
import { formatPhone } from '@kino/api/phone';
import type { Info } from '@kino/api/types';

export function PhoneItems({ phones }: { phones: Info['phones'] }) {
  return (
    <>
      {phones.map((p) => (
        <li key={p.number}>
          <a href={`tel:${p.number}`} className="contact-phone">
            {formatPhone(p.number)}
          </a>
          <span className="contact-label">{p.label}</span>
        </li>
      ))}
    </>
  );
}
