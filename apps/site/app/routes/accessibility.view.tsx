// The view of accessibility.tsx (an island: its code loads after the page's first paint).
import { AccessibilityScreen } from '@kino/ui/screens/accessibility-screen';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/accessibility';

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return <AccessibilityScreen info={info} halls={loaderData.halls} screenings={loaderData.screenings} />;
}
