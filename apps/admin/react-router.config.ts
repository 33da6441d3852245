// React Router in SPA mode: the staff workspace is static files under /admin/, served by the content service.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  basename: '/admin/',
  // Every React Router 8 default adopted early (docs/decisions/030): with no server, the request flags change nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
