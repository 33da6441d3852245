import type { Config } from '@react-router/dev/config';

// The framework's own defaults: server rendering, no prerendering, no middleware, no custom route discovery.
export default { ssr: true, buildDirectory: 'build' } satisfies Config;
