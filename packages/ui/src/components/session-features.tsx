// Special screenings (subtitles, original language, audio description, sensory-friendly, parent-and-baby): their
// words and icons on session chips and in the schedule's filter.
import type { SessionFeature } from '@kino/api/types';

interface FeatureText {
  /** On a chip, beside the icon. */
  short: string;
  /** In a sentence or an accessible name: «Купить билет на 19:30, …, с субтитрами». */
  long: string;
  /** The schedule's filter chip. */
  filter: string;
  /** A tooltip that says what the visitor gets. */
  hint: string;
}

export const FEATURE_TEXT: Record<SessionFeature, FeatureText> = {
  subtitles: {
    short: 'Субтитры',
    long: 'с субтитрами',
    filter: 'С субтитрами',
    hint: 'Русские субтитры на экране',
  },
  'original-language': {
    short: 'Оригинал',
    long: 'на языке оригинала',
    filter: 'На языке оригинала',
    hint: 'Фильм звучит на языке оригинала',
  },
  'audio-description': {
    short: 'Тифло',
    long: 'с тифлокомментарием',
    filter: 'С тифлокомментарием',
    hint: 'Тифлокомментарий для незрячих и слабовидящих зрителей в наушниках',
  },
  'sensory-friendly': {
    short: 'Сенсорный',
    long: 'сенсорно-дружественный сеанс',
    filter: 'Сенсорно-дружественные',
    hint: 'Тише звук, свет в зале приглушён, а не выключен, можно выходить и возвращаться: для зрителей с аутизмом и повышенной чувствительностью',
  },
  'parent-and-baby': {
    short: 'С малышом',
    long: 'сеанс для родителей с малышами',
    filter: 'С малышами',
    hint: 'Для родителей с детьми до полутора лет: тише звук, приглушённый свет, место для колясок',
  },
};

/** The language of a session in the original, for «на английском»; the contract gives it as BCP 47. */
const LANGUAGE_PREPOSITIONAL: Record<string, string> = {
  en: 'английском',
  fr: 'французском',
  de: 'немецком',
  it: 'итальянском',
  es: 'испанском',
  no: 'норвежском',
  be: 'белорусском',
  ja: 'японском',
  ko: 'корейском',
};
const LANGUAGE_SHORT: Record<string, string> = {
  en: 'англ.',
  fr: 'франц.',
  de: 'нем.',
  it: 'итал.',
  es: 'исп.',
  no: 'норв.',
  be: 'бел.',
  ja: 'яп.',
  ko: 'кор.',
};

/** The words of a feature for one session: the original language is named when it is known. */
export function featureText(feature: SessionFeature, language?: string): FeatureText {
  const text = FEATURE_TEXT[feature];
  const base = language?.split('-')[0]?.toLowerCase() ?? '';
  if (feature !== 'original-language' || !LANGUAGE_PREPOSITIONAL[base]) return text;
  return {
    ...text,
    short: `Ориг., ${LANGUAGE_SHORT[base]}`,
    long: `на ${LANGUAGE_PREPOSITIONAL[base]} языке`,
    hint: `Фильм звучит на ${LANGUAGE_PREPOSITIONAL[base]} языке`,
  };
}

const svg = {
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
} as const;

/** One icon per feature, drawn in the current colour. */
export function FeatureIcon({ feature }: { feature: SessionFeature }) {
  switch (feature) {
    case 'subtitles':
      return (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v10h16V7zm2 6h5v2H6zm7 0h5v2h-5zm-7-3h3v2H6zm5 0h7v2h-7z"
          />
        </svg>
      );
    case 'original-language':
      return (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4z"
          />
        </svg>
      );
    case 'audio-description':
      return (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M12 3a8 8 0 0 0-8 8v6a3 3 0 0 0 3 3h1a1 1 0 0 0 1-1v-6a1 1 0 0 0-1-1H6v-1a6 6 0 1 1 12 0v1h-2a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1a3 3 0 0 0 3-3v-6a8 8 0 0 0-8-8z"
          />
        </svg>
      );
    case 'sensory-friendly':
      return (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M12 3a1 1 0 0 1 1 1v1.1a7 7 0 0 1 0 13.8V20a1 1 0 1 1-2 0v-1.1a7 7 0 0 1 0-13.8V4a1 1 0 0 1 1-1zm0 4a5 5 0 1 0 0 10V7z"
          />
        </svg>
      );
    case 'parent-and-baby':
      return (
        <svg {...svg}>
          <path
            fill="currentColor"
            d="M13 3a8 8 0 0 1 8 8h-8zm-9 8h15a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zm-1-5h2l1.2 3H4.1zM8 19a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm10 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z"
          />
        </svg>
      );
  }
}

/**
 * A session's special screenings as small tags: icon and short word for the eye, the long words for a screen
 * reader (so a ticket link's name reads «…, на английском языке, с субтитрами, …»).
 */
export function SessionFeatureTags({
  features,
  language,
}: {
  features: readonly SessionFeature[] | undefined;
  language?: string;
}) {
  if (!features || features.length === 0) return null;
  return (
    <span className="session-features">
      {features.map((feature) => {
        const text = featureText(feature, language);
        return (
          <span key={feature} className={`session-feature is-${feature}`} title={text.hint}>
            <FeatureIcon feature={feature} />
            <span aria-hidden="true">{text.short}</span>
            {/* The comma inside: a hidden element is a block of its own, and a comma after it would get a space. */}
            <span className="visually-hidden">{text.long},</span>
          </span>
        );
      })}
    </span>
  );
}
