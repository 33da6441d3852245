// React Router framework mode: server rendering, trailing-slash-aware data URLs, the whole route manifest up front.
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // 36 routes are a small manifest; having it all lets the prefetch queue match any link without a round trip.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
