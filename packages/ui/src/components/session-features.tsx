// Special screenings (subtitles, original language, audio description, sensory-friendly, parent-and-baby, a hall
// with wheelchair places or a hearing loop): their words and icons on session chips and in the schedule's filter.
import type { SessionFeature } from '@kino/api/types';
import { Icon } from './icon.tsx';

interface FeatureText {
  /** On a chip, beside the icon. */
  short: string;
  /** In a sentence or an accessible name: «Купить билет на 19:30, …, с субтитрами». */
  long: string;
  /** The schedule's filter chip. */
  filter: string;
  /** What the visitor gets: the tooltip of the schedule's filter chip, which is also the legend of the icons. */
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
  wheelchair: {
    short: 'Доступный зал',
    long: 'в зале с местами для зрителей на колясках',
    filter: 'Доступная среда',
    hint: 'Сеансы в залах с местами для зрителей на колясках',
  },
  'hearing-loop': {
    short: 'Петля',
    long: 'в зале с индукционной петлёй',
    filter: 'Индукционная петля',
    hint: 'Сеансы в залах с индукционной петлёй: переключите слуховой аппарат в режим «T»',
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

/** One icon per feature, drawn in the current colour (styles/icons.css). */
export function FeatureIcon({ feature }: { feature: SessionFeature }) {
  return <Icon name={feature} />;
}

/**
 * A session's special screenings as small tags: icon (styles/icons.css, drawn before the word) and short word, for the
 * eye. Hidden from assistive technology: where they show (a session chip, the «Начинается скоро» list) a sentence
 * beside them says them in full («…, на английском языке, с субтитрами, …»). No tooltip per tag: the schedule's
 * «Особые сеансы» filter names each icon in full and carries the explanation once per page (a tooltip on every tag
 * repeated it for each session, and a hover-only `title` reaches neither keyboard nor touch).
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
    <span className="session-features" aria-hidden="true">
      {features.map((feature) => (
        <span key={feature} className={`session-feature is-${feature} icon-${feature}`}>
          {featureText(feature, language).short}
        </span>
      ))}
    </span>
  );
}
