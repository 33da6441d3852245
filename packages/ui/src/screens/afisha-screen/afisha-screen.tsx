// AfishaScreen: placeholder with the final props; the full screen follows.
import type { Film, Info } from '@kino/api/types';
import type { AfishaSelection } from './afisha-selection.ts';

export {
  type AfishaSelection,
  afishaSelectionFromSearch,
  afishaSelectionToQuery,
} from './afisha-selection.ts';

export interface AfishaScreenProps {
  info: Info;
  /** Films with all their sessions of the next 7 days. */
  films: Film[];
  /** The 7 cinema days, first = today. */
  days: string[];
  selection: AfishaSelection;
  /** The current moment, ISO 8601; sessions before it are shown as past. */
  now: string;
  onSelectionChange?: (s: AfishaSelection) => void;
}

export function AfishaScreen(_props: AfishaScreenProps) {
  return <h1>Афиша</h1>;
}
