// The shared page frame: placeholder with the final props; the full layout follows.
import type { Info } from '@kino/api/types';
import type { ReactNode } from 'react';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import type { LinkTarget } from '#src/links/routes.ts';

export interface TownSwitch {
  to: LinkTarget;
  label: string;
}

export interface SiteLayoutProps {
  info: Info;
  townSwitch: TownSwitch;
  /** Display name of the current town; defaults to info.townName. */
  currentTownName?: string;
  callbackForm: CallbackFormProps;
  children: ReactNode;
}

export function SiteLayout({ children }: SiteLayoutProps) {
  return <main id="main">{children}</main>;
}
