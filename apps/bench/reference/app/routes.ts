import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [index('routes/hello.tsx'), route('sessions', 'routes/sessions.tsx')] satisfies RouteConfig;
