// A session as the admin API answers it, said the way the week grid and its printed page both show it.
import type { AdminSession } from '@kino/api/types';
import { sessionFeatures } from '@kino/api/views';

const price = new Intl.NumberFormat('ru-BY', { maximumFractionDigits: 2 });

/** «12 BYN», «7,5 BYN». */
export const sessionPrice = (s: AdminSession) => `${price.format(s.price)} BYN`;

/** Its special screenings, by the public schedule's rule (@kino/api/views). */
export const adminSessionFeatures = (s: AdminSession) =>
  sessionFeatures({
    language: s.language,
    subtitles: s.subtitles,
    parentAndBaby: s.parentAndBaby,
    accessibility: {
      wheelchair: s.wheelchair,
      audioDescription: s.audioDescription,
      hardOfHearingSubtitles: s.hardOfHearingSubtitles,
      sensoryFriendly: s.sensoryFriendly,
    },
  });
