// How the workspace names each kind of item: list titles, buttons, columns, the preview kind.
import type { AdminCollection, AdminPageKey } from '@kino/api/admin-queries';
import type { PreviewKind } from '@kino/api/types';

export const KIND_LABELS: Record<
  AdminCollection,
  {
    list: string;
    item: string;
    create: string;
    titleColumn: string;
    dateColumn?: string;
    preview: PreviewKind;
  }
> = {
  films: {
    list: 'Фильмы',
    item: 'Фильм',
    create: 'Добавить фильм',
    titleColumn: 'Название',
    dateColumn: 'Премьера',
    preview: 'film',
  },
  news: {
    list: 'Новости',
    item: 'Новость',
    create: 'Добавить новость',
    titleColumn: 'Заголовок',
    dateColumn: 'Дата',
    preview: 'news',
  },
  events: {
    list: 'События',
    item: 'Событие',
    create: 'Добавить событие',
    titleColumn: 'Название',
    dateColumn: 'Начало',
    preview: 'event',
  },
  documents: {
    list: 'Документы',
    item: 'Документ',
    create: 'Добавить документ',
    titleColumn: 'Название',
    dateColumn: 'Обновлён',
    preview: 'document',
  },
  vacancies: {
    list: 'Вакансии',
    item: 'Вакансия',
    create: 'Добавить вакансию',
    titleColumn: 'Должность',
    dateColumn: 'Опубликована',
    preview: 'vacancy',
  },
  halls: { list: 'Залы', item: 'Зал', create: 'Добавить зал', titleColumn: 'Название', preview: 'hall' },
  services: {
    list: 'Услуги',
    item: 'Услуга',
    create: 'Добавить услугу',
    titleColumn: 'Название',
    preview: 'service',
  },
  certificates: {
    list: 'Сертификаты',
    item: 'Сертификат',
    create: 'Добавить сертификат',
    titleColumn: 'Название',
    preview: 'certificate',
  },
  faq: {
    list: 'Вопросы и ответы',
    item: 'Вопрос',
    create: 'Добавить вопрос',
    titleColumn: 'Вопрос',
    preview: 'faq',
  },
};

export const PAGE_TITLES: Record<AdminPageKey, string> = {
  about: 'О кинотеатре',
  contacts: 'Контакты',
  hall: 'Залы (вступление)',
  vacancypage: 'Вакансии (вступление)',
  services: 'Услуги (вступление)',
  certificates: 'Сертификаты (вступление)',
  faq: 'Вопросы и ответы (вступление)',
};
