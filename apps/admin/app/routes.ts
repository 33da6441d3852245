// The workspace's routes: sign-in outside the shell; everything else inside it, per town and section.
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  route('sign-in', 'routes/sign-in.tsx'),
  layout('routes/shell.tsx', [index('routes/home.tsx')]),
] satisfies RouteConfig;
