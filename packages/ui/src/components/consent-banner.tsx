// Consent before analytics (issue 15): a small banner asking whether the configured counters may run, and the
// footer's button that asks again. Presentational: the site keeps the answer and loads the counters.
import { CONSENT_DOCUMENT } from '@kino/api/forms';
import { useEffect, useId, useRef } from 'react';
import { AppLink } from '#src/links/links.tsx';

export interface ConsentBannerProps {
  /** The analytics services that would run, as visitors know them («Яндекс Метрика», «Google Tag Manager»). */
  services: readonly string[];
  onAccept(): void;
  onDecline(): void;
  /** Asked for again (the footer's «Настройки cookie»): the banner takes the focus, which was at the page's end. */
  takeFocus?: boolean;
}

/**
 * A non-modal region, first in the page's order so the keyboard reaches it at once, drawn at the bottom of the
 * window. Nothing is counted until «Принять»; «Отказаться» is as easy as accepting.
 */
export function ConsentBanner({ services, onAccept, onDecline, takeFocus = false }: ConsentBannerProps) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <section
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      ref={ref}
      tabIndex={-1}
    >
      <h2 id={titleId} className="consent-banner-title">
        Cookie и веб-аналитика
      </h2>
      <p id={textId} className="consent-banner-text">
        С вашего согласия мы используем {services.join(' и ')}, чтобы понимать, как посетители пользуются
        сайтом. Без согласия эти сервисы не загружаются. Подробнее — в{' '}
        <AppLink to={CONSENT_DOCUMENT}>политике обработки персональных данных</AppLink>.
      </p>
      <div className="consent-banner-actions">
        <button type="button" className="button button-primary button-small" onClick={onAccept}>
          Принять
        </button>
        <button type="button" className="button button-small" onClick={onDecline}>
          Отказаться
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice («Настройки cookie»). */
export function ConsentSettingsButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="link-button consent-settings" onClick={onClick}>
      Настройки cookie
    </button>
  );
}
