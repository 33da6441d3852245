// Story plumbing for the workspace's screens: its stylesheet, links that stay in the story, viewports.
import type { Decorator } from '@storybook/react-vite';
import { AdminLinksProvider } from '#src/admin/components/admin-links.tsx';
import '#src/admin/styles/admin.css';

/** Links never leave the story: a click is logged instead of navigating the preview away. */
function StoryLink({ to, onClick, ...rest }: { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/** A screen rendered as the app renders it (the app's pathname in parameters.pathname). */
export const withAdmin: Decorator = (Story, context) => (
  <AdminLinksProvider value={{ Link: StoryLink, pathname: context.parameters.pathname ?? '/main/films' }}>
    <Story />
  </AdminLinksProvider>
);

/** A screen shown inside a plain main landmark (screens that the shell would frame). */
export const withAdminMain: Decorator = (Story, context) => (
  <AdminLinksProvider value={{ Link: StoryLink, pathname: context.parameters.pathname ?? '/main/films' }}>
    <main className="adm-main" id="main">
      <Story />
    </main>
  </AdminLinksProvider>
);

export { desktop, mobile } from '#src/stories/story-helpers.tsx';
