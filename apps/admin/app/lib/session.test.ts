// The way to sign-in when there is no session: whether it says the session ended.
import { afterEach, describe, expect, it } from 'vitest';
import { closeFakeBrowser, fakeBrowser, outcomeOf } from '#src/data/fake-browser.ts';
import { queryClient } from '#src/data/query-client.ts';
import { requireSession, signInPath } from './session.ts';

afterEach(closeFakeBrowser);

describe('requireSession', () => {
  it('asks a first visit to sign in, without saying a session ended', async () => {
    const server = fakeBrowser();
    server.ended = true;
    expect((await outcomeOf(requireSession('/main/films')))?.location).toBe(signInPath('/main/films'));
  });

  it('says the session ended when this tab was signed in and a navigation finds it gone', async () => {
    const server = fakeBrowser();
    await requireSession('/main/films');
    server.ended = true;
    queryClient.clear(); // the page reloaded, or the cached session was dropped
    expect((await outcomeOf(requireSession('/main/faq/new')))?.location).toBe(
      '/sign-in?next=%2Fmain%2Ffaq%2Fnew&expired=1',
    );
  });
});
