// How presentational screens link and submit without knowing the router: the site provides a Link and a Form.

import type { VisitorForm } from '@kino/api/forms';
import { type LinkTarget, routePath } from '@kino/api/routes';
import type { Town } from '@kino/api/towns';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: LinkTarget;
}

export interface AppFormProps extends FormHTMLAttributes<HTMLFormElement> {
  /** Which visitor form this is; the site decides where it is sent. */
  form: VisitorForm;
  /** The form's instance name, so a site can tell two forms of one kind apart (one fetcher per form). */
  formKey?: string;
  ref?: Ref<HTMLFormElement>;
}

export interface LinksValue {
  town: Town;
  Link: ComponentType<AppLinkProps & { href: string }>;
  Form: ComponentType<AppFormProps>;
}

const PlainLink: LinksValue['Link'] = ({ href, to: _to, ...rest }) => <a href={href} {...rest} />;
const PlainForm: LinksValue['Form'] = ({ formKey: _key, form: _form, ...rest }) => <form {...rest} />;

const LinksContext = createContext<LinksValue>({ town: 'main', Link: PlainLink, Form: PlainForm });

export function LinksProvider({ value, children }: { value: Partial<LinksValue>; children: ReactNode }) {
  const parent = useContext(LinksContext);
  return <LinksContext.Provider value={{ ...parent, ...value }}>{children}</LinksContext.Provider>;
}

export function useLinks(): LinksValue {
  return useContext(LinksContext);
}

/** The path of a target in the current town. */
export function useRoutePath(to: LinkTarget): string {
  return routePath(to, useContext(LinksContext).town);
}

/** A link to a named route; screens never write paths by hand. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const { Link, town } = useContext(LinksContext);
  return <Link to={to} href={routePath(to, town)} {...rest} />;
}

/** A visitor form that submits without JavaScript too; the site supplies its address and may swap in a router form. */
export function AppForm(props: AppFormProps) {
  const { Form } = useContext(LinksContext);
  return <Form {...props} />;
}

/**
 * The ids of the session lists of the pages that have one, by route: the screens put them on their lists and the
 * frame's skip link «К расписанию» leads there (issue 35).
 */
export const SCHEDULE_ANCHORS: Readonly<Record<string, string>> = {
  afisha: 'afisha-schedule',
  'afisha-film': 'sessions',
};
