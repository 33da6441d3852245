// Admin-only pages refuse other roles before their screen shows (the ErrorBoundary then says «Нет доступа»).
import { afterEach, describe, expect, it } from 'vitest';
import { closeFakeBrowser, editor, fakeBrowser, outcomeOf } from '#src/data/fake-browser.ts';
import { clientLoader as accounts } from '#src/routes/accounts.tsx';
import { clientLoader as audit } from '#src/routes/audit.tsx';
import { clientLoader as inbox } from '#src/routes/inbox.tsx';
import { clientLoader as personalDataLog } from '#src/routes/personal-data-log.tsx';

afterEach(closeFakeBrowser);

const open = (loader: (args: never) => Promise<unknown>, path: string) =>
  outcomeOf(loader({ request: new Request(`http://localhost:4000/admin${path}`), params: {} } as never));

describe('pages for some roles only', () => {
  it('refuse an editor with 403 before anything of the screen shows', async () => {
    fakeBrowser(editor);
    expect(await open(accounts, '/accounts')).toEqual({ status: 403, location: null });
    expect(await open(audit, '/audit')).toEqual({ status: 403, location: null });
    expect(await open(personalDataLog, '/personal-data-log')).toEqual({ status: 403, location: null });
    expect(await open(inbox, '/inbox')).toEqual({ status: 403, location: null });
  });

  it('open for an admin', async () => {
    fakeBrowser({ ...editor, role: 'admin', towns: ['main', 'rechitsa'] });
    expect(await open(accounts, '/accounts')).toBeNull();
    expect(await open(audit, '/audit')).toBeNull();
    expect(await open(personalDataLog, '/personal-data-log')).toBeNull();
    expect((await open(inbox, '/inbox'))?.location).toBe('/inbox/main');
  });
});
