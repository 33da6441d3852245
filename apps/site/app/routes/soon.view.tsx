// The view of soon.tsx (an island: its code loads after the page's first paint).
import { SoonScreen } from '@kino/ui/screens/soon-screen';
import { useTown } from '#src/town/use-town.ts';
import type { Route } from './+types/soon';

export default function Soon({ loaderData }: Route.ComponentProps) {
  const { info } = useTown();
  return (
    <SoonScreen
      info={info}
      coming={loaderData.coming}
      premieres={loaderData.premieres}
      days={loaderData.days}
    />
  );
}
