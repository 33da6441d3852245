// Questions and answers as native disclosure widgets; each item is deep-linkable by its id.
import type { FaqPage } from '@kino/api/types';
import { useEffect } from 'react';
import { EmptyState } from '#src/components/empty-state.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { CallbackLink } from '#src/forms/callback-link.tsx';
import { AppLink } from '#src/links/links.tsx';

export interface FaqScreenProps {
  page: FaqPage;
  /** The address hash, when known on the server (it never is in a browser request); the browser's own hash is read on load. */
  openId?: string;
}

/** Opens the item named by the address hash, and keeps doing so as the hash changes. */
function useOpenFromHash() {
  useEffect(() => {
    function open() {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const item = document.getElementById(id);
      if (item instanceof HTMLDetailsElement) {
        item.open = true;
        item.scrollIntoView({ block: 'start' });
        item.querySelector('summary')?.focus({ preventScroll: true });
      }
    }
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

export function FaqScreen({ page, openId }: FaqScreenProps) {
  useOpenFromHash();
  const total = page.groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="container page narrow-page">
      <PageHeader title={page.title} lead={page.intro} />
      {total === 0 ? <EmptyState title="Вопросов пока нет" /> : null}
      {page.groups
        .filter((g) => g.items.length > 0)
        .map((group) => (
          <section key={group.title} className="faq-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            {group.items.map((item) => (
              <details key={item.id} id={item.id} className="faq-item" open={item.id === openId || undefined}>
                <summary>{item.question}</summary>
                <div className="faq-answer">
                  <p>{item.answer}</p>
                  <a href={`#${item.id}`} className="faq-anchor">
                    Ссылка на ответ
                  </a>
                </div>
              </details>
            ))}
          </section>
        ))}
      <p className="faq-more">
        Не нашли ответ? <AppLink to={{ name: 'contacts' }}>Позвоните нам</AppLink> или{' '}
        <CallbackLink>закажите обратный звонок</CallbackLink> — администратор ответит на ваш вопрос.
      </p>
    </div>
  );
}
