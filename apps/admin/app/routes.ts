// The workspace's routes: sign-in outside the shell; inside it the workspace pages (the inbox per town) and, per town,
// its sections.
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sign-in', 'routes/sign-in.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('inbox', 'routes/inbox.tsx'),
    route('inbox/:town', 'routes/inbox-town.tsx', [
      index('routes/inbox-list.tsx'),
      route(':id', 'routes/inbox-application.tsx'),
    ]),
    route('audit', 'routes/audit.tsx'),
    route('personal-data-log', 'routes/personal-data-log.tsx'),
    route('accounts', 'routes/accounts.tsx'),
    route('password', 'routes/password.tsx'),
    route(':town', 'routes/town.tsx', [
      route('sessions', 'routes/sessions.tsx'),
      route('sessions/import', 'routes/session-import.tsx'),
      route('sessions/print', 'routes/sessions-print.tsx'),
      route('pages', 'routes/pages.tsx'),
      route('pages/:page', 'routes/page.tsx'),
      route('info', 'routes/info.tsx'),
      route('media', 'routes/media.tsx'),
      route('films/new', 'routes/film.tsx', { id: 'film-new' }),
      route('films/:id', 'routes/film.tsx'),
      route('news/new', 'routes/article.tsx', { id: 'news-new' }),
      route('news/:id', 'routes/article.tsx', { id: 'news-item' }),
      route('events/new', 'routes/article.tsx', { id: 'event-new' }),
      route('events/:id', 'routes/article.tsx', { id: 'event-item' }),
      route('trash', 'routes/trash.tsx'),
      route(':kind', 'routes/collection.tsx'),
      route(':kind/new', 'routes/resource.tsx', { id: 'resource-new' }),
      route(':kind/:id', 'routes/resource.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
