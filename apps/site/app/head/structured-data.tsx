// JSON-LD for search engines, in the server's HTML only. On a film page it is most of the head (a ScreeningEvent per
// session of the week); no code in the browser reads it, so it does not travel a second time as loader data. The
// server entry hands it in through this context; the browser renders nothing here, and React 19 skips tags it did
// not render when it hydrates the head.
import { createContext, useContext } from 'react';
import { safeJsonForScript } from '#src/head/head.ts';
import { useNonce } from '#src/http/nonce.tsx';

const StructuredDataContext = createContext<readonly string[]>([]);

/** Set by the server entry with the request's JSON-LD documents (serialised JSON). */
export const StructuredDataProvider = StructuredDataContext.Provider;

export function StructuredData() {
  const documents = useContext(StructuredDataContext);
  const nonce = useNonce();
  return documents.map((json, i) => (
    <script
      key={i}
      type="application/ld+json"
      nonce={nonce || undefined}
      // Our own service's JSON-LD, re-serialised by JSON.stringify and escaped for a script element.
      dangerouslySetInnerHTML={{ __html: safeJsonForScript(json) }}
    />
  ));
}
