// A hall's access features (wheelchair places, hearing loop, step-free way in, accessible toilet): the words and icons
// of hall cards, the hall page and the accessibility statement — written once here, derived from the hall's fields.
import type { Hall } from '@kino/api/types';
import { plural } from '#src/lib/format.ts';

export type HallAccessFeature = 'wheelchair' | 'hearing-loop' | 'step-free' | 'accessible-toilet';

export interface HallAccessItem {
  feature: HallAccessFeature;
  /** What the visitor reads beside the icon: «4 места для зрителей на колясках». */
  text: string;
}

type AccessFields = Pick<
  Hall,
  'accessible' | 'wheelchairPlaces' | 'hearingLoop' | 'stepFreeEntrance' | 'accessibleToilet'
>;

/** What the hall offers, in the order a visitor needs it: getting in, sitting, hearing, the toilet. */
export function hallAccess(hall: AccessFields): HallAccessItem[] {
  const items: HallAccessItem[] = [];
  if (hall.stepFreeEntrance) items.push({ feature: 'step-free', text: 'Вход без ступенек' });
  if (hall.accessible)
    items.push({
      feature: 'wheelchair',
      text:
        hall.wheelchairPlaces != null
          ? `${hall.wheelchairPlaces} ${plural(hall.wheelchairPlaces, 'место', 'места', 'мест')} для зрителей на колясках`
          : 'Места для зрителей на колясках',
    });
  if (hall.hearingLoop)
    items.push({ feature: 'hearing-loop', text: 'Индукционная петля для слуховых аппаратов' });
  if (hall.accessibleToilet) items.push({ feature: 'accessible-toilet', text: 'Доступный туалет' });
  return items;
}

/** Said where a hall offers none of them: the visitor should not have to infer it from silence. */
export const NO_HALL_ACCESS = 'Без мест для колясок и других удобств доступной среды';

/**
 * A hall's access features as a list: each an icon (styles/icons.css, decorative) and its words, so nothing rests on
 * the icon or a colour. `compact` is the card's smaller type.
 */
export function HallAccessList({
  hall,
  compact = false,
  label,
}: {
  hall: AccessFields;
  compact?: boolean;
  /** The list's accessible name, where the heading above does not say it («Доступная среда»). */
  label?: string;
}) {
  const items = hallAccess(hall);
  const className = compact ? 'hall-access is-compact' : 'hall-access';
  if (items.length === 0) return <p className={`${className} is-none`}>{NO_HALL_ACCESS}</p>;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.feature} className={`hall-access-item icon-${item.feature}`}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
