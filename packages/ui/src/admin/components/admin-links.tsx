// How admin screens link without knowing the router: the staff workspace provides a Link; stories use plain anchors.
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export interface AdminLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the workspace, e.g. `/rechitsa/films/12`; the app adds its base (`/admin/`). */
  to: string;
}

export interface AdminLinksValue {
  Link: ComponentType<AdminLinkProps>;
  /** The path currently shown, so navigation can mark the current section. */
  pathname: string;
}

const PlainLink: AdminLinksValue['Link'] = ({ to, ...rest }) => <a href={to} {...rest} />;

const AdminLinksContext = createContext<AdminLinksValue>({ Link: PlainLink, pathname: '/' });

export function AdminLinksProvider({
  value,
  children,
}: {
  value: Partial<AdminLinksValue>;
  children: ReactNode;
}) {
  const parent = useContext(AdminLinksContext);
  return <AdminLinksContext.Provider value={{ ...parent, ...value }}>{children}</AdminLinksContext.Provider>;
}

export function useAdminLinks(): AdminLinksValue {
  return useContext(AdminLinksContext);
}

export function AdminLink(props: AdminLinkProps) {
  const { Link } = useContext(AdminLinksContext);
  return <Link {...props} />;
}
