// An icon drawn by the stylesheet (styles/icons.css): for icons that repeat on a page, so each shape travels once.
import type { SessionFeature } from '@kino/api/types';

export type IconName =
  | SessionFeature
  | 'calendar'
  | 'phone'
  | 'pin'
  | 'swap'
  | 'callback'
  | 'clock'
  | 'search';

/** Decorative: hidden from assistive technology; painted in the current colour. */
export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon-${name}`} aria-hidden="true" />;
}
