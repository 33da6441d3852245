// @vitest-environment happy-dom
// The island's hydration (issue 12, Total Blocking Time): the view's boundary hydrates in its own time, not inside
// the synchronous re-render React gives the island once the page has hydrated.
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { island } from './island.tsx';

type Props = { title: string };

function View({ title }: Props) {
  order.push('view rendered');
  return <h1>{title}</h1>;
}

let order: string[] = [];
let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

describe('island', () => {
  it('leaves its dehydrated boundary to hydrate after the page’s effects, not synchronously inside them', async () => {
    // The server's HTML, from an island whose view had loaded.
    const ServerIsland = island<Props>('test', async () => ({ default: View }));
    await Promise.resolve();
    await Promise.resolve();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServerIsland title="Афиша" />);
    document.body.append(container);
    expect(container.innerHTML).toContain('<h1>Афиша</h1>');

    // In the browser the view's chunk is still on its way when the page hydrates, and arrives before the page's
    // effects run (here: during the commit).
    let arrive!: (module: { default: typeof View }) => void;
    const BrowserIsland = island<Props>('test', () => new Promise((resolve) => (arrive = resolve)));
    const props = { title: 'Афиша' };
    function Page() {
      useLayoutEffect(() => arrive({ default: View }), []);
      useEffect(() => {
        order.push('page effects');
        queueMicrotask(() => order.push('task of the page effects ended'));
      }, []);
      return <BrowserIsland {...props} />;
    }
    order = [];
    startTransition(() => {
      root = hydrateRoot(container, <Page />, {
        onRecoverableError: (error) => order.push(`recoverable error: ${String(error)}`),
      });
    });
    await expect.poll(() => order.includes('view rendered')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(order).toEqual(['page effects', 'task of the page effects ended', 'view rendered']);
    expect(container.innerHTML).toContain('<h1>Афиша</h1>');
  });
});
