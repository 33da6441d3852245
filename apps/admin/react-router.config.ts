// React Router in SPA mode: the staff workspace is static files under /admin/, served by the content service.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  basename: '/admin/',
  future: { v8_middleware: true },
} satisfies Config;
