// The fields of each simpler kind's form, named as the API names them (so its field errors land beside them).
import { formatValues, vacancySummaryEmploymentValues } from '@kino/api/enums';
import type { FieldGroup } from '#src/admin/screens/resource-edit-screen/resource-edit-screen.tsx';

const EMPLOYMENT_LABEL: Record<(typeof vacancySummaryEmploymentValues)[number], string> = {
  full: 'Полная занятость',
  part: 'Частичная занятость',
  shift: 'Сменный график',
};

const slugField = (row: number) =>
  ({
    kind: 'text',
    name: 'slug',
    label: 'Адрес на сайте',
    hint: 'Латиницей; пусто — по названию',
    row,
  }) as const;

export const RESOURCE_FIELDS = {
  document: [
    {
      legend: 'Документ',
      fields: [
        { kind: 'text', name: 'title', label: 'Название', required: true },
        slugField(1),
        { kind: 'textarea', name: 'summary', label: 'Кратко', rows: 2 },
        {
          kind: 'url',
          name: 'fileUrl',
          label: 'Ссылка на файл (PDF)',
          hint: 'Если документ — файл для скачивания',
        },
        { kind: 'rich', name: 'content', label: 'Текст документа' },
      ],
    },
  ],
  vacancy: [
    {
      legend: 'Вакансия',
      fields: [
        { kind: 'text', name: 'title', label: 'Должность', required: true },
        slugField(1),
        { kind: 'text', name: 'department', label: 'Отдел', row: 1 },
        {
          kind: 'select',
          name: 'employment',
          label: 'Занятость',
          options: vacancySummaryEmploymentValues.map((v) => ({ value: v, label: EMPLOYMENT_LABEL[v] })),
          row: 2,
        },
        { kind: 'text', name: 'schedule', label: 'График', row: 2 },
        { kind: 'number', name: 'salaryFrom', label: 'Зарплата от, BYN', min: 0, row: 3 },
        { kind: 'number', name: 'salaryTo', label: 'Зарплата до, BYN', min: 0, row: 3 },
        { kind: 'textarea', name: 'summary', label: 'Кратко', rows: 2 },
      ],
    },
    {
      legend: 'Подробности',
      fields: [
        {
          kind: 'list',
          name: 'duties',
          label: 'Обязанности',
          itemLabel: 'Обязанность',
          addLabel: 'Добавить обязанность',
        },
        {
          kind: 'list',
          name: 'requirements',
          label: 'Требования',
          itemLabel: 'Требование',
          addLabel: 'Добавить требование',
        },
        {
          kind: 'list',
          name: 'conditions',
          label: 'Условия',
          itemLabel: 'Условие',
          addLabel: 'Добавить условие',
        },
      ],
    },
  ],
  hall: [
    {
      legend: 'Зал',
      fields: [
        { kind: 'text', name: 'name', label: 'Название', required: true, row: 1 },
        slugField(1),
        { kind: 'number', name: 'seats', label: 'Мест', min: 1, required: true, row: 2 },
        {
          kind: 'number',
          name: 'cleaningMinutes',
          label: 'Уборка между сеансами, мин',
          hint: 'Столько минут после конца фильма зал занят: следующий сеанс не начнётся раньше',
          min: 0,
          row: 2,
        },
        { kind: 'textarea', name: 'description', label: 'Описание', rows: 4 },
      ],
    },
    {
      // Shown on the hall's card and page and on the town's accessibility page (issue 35).
      legend: 'Доступная среда',
      fields: [
        { kind: 'checkbox', name: 'accessible', label: 'Доступен для колясок', row: 1 },
        {
          kind: 'number',
          name: 'wheelchairPlaces',
          label: 'Мест для колясок',
          hint: 'Пусто — не указывать число',
          min: 1,
          row: 1,
        },
        { kind: 'checkbox', name: 'stepFreeEntrance', label: 'Вход без ступенек', row: 2 },
        { kind: 'checkbox', name: 'hearingLoop', label: 'Индукционная петля', row: 2 },
        { kind: 'checkbox', name: 'accessibleToilet', label: 'Доступный туалет', row: 2 },
      ],
    },
    {
      legend: 'Техника',
      fields: [
        { kind: 'number', name: 'screenWidthM', label: 'Экран: ширина, м', step: 0.1, min: 0, row: 1 },
        { kind: 'number', name: 'screenHeightM', label: 'Экран: высота, м', step: 0.1, min: 0, row: 1 },
        { kind: 'text', name: 'screenType', label: 'Тип экрана', row: 1 },
        { kind: 'text', name: 'sound', label: 'Звук', hint: 'Например, Dolby Atmos', row: 2 },
        {
          kind: 'text',
          name: 'formats',
          label: 'Форматы',
          hint: `Через запятую: ${formatValues.join(', ')}`,
          row: 2,
        },
        {
          kind: 'list',
          name: 'features',
          label: 'Особенности',
          itemLabel: 'Особенность',
          addLabel: 'Добавить особенность',
        },
      ],
    },
    { legend: 'Фотографии', fields: [{ kind: 'images', name: 'photos', label: 'Фото зала', wide: true }] },
  ],
  service: [
    {
      legend: 'Услуга',
      fields: [
        { kind: 'text', name: 'title', label: 'Название', required: true },
        { kind: 'text', name: 'price', label: 'Цена', hint: 'Как показать на сайте: «от 250 BYN за час»' },
        { kind: 'textarea', name: 'description', label: 'Описание', rows: 4 },
        { kind: 'image', name: 'image', label: 'Изображение', wide: true },
      ],
    },
  ],
  certificate: [
    {
      legend: 'Сертификат',
      fields: [
        { kind: 'text', name: 'title', label: 'Название', required: true },
        { kind: 'number', name: 'nominal', label: 'Номинал, BYN', min: 0, required: true, row: 1 },
        { kind: 'number', name: 'validityDays', label: 'Действует, дней', min: 1, required: true, row: 1 },
        { kind: 'textarea', name: 'description', label: 'Описание', rows: 3 },
        { kind: 'image', name: 'image', label: 'Изображение', wide: true },
      ],
    },
  ],
  faq: [
    {
      legend: 'Вопрос',
      fields: [
        { kind: 'text', name: 'group', label: 'Раздел', hint: 'Например, «Билеты»' },
        { kind: 'text', name: 'question', label: 'Вопрос', required: true },
        { kind: 'textarea', name: 'answer', label: 'Ответ', rows: 5, required: true },
      ],
    },
  ],
  page: [
    {
      legend: 'Страница',
      fields: [
        { kind: 'text', name: 'title', label: 'Заголовок', required: true },
        { kind: 'textarea', name: 'lead', label: 'Вступление', rows: 3 },
        { kind: 'image', name: 'image', label: 'Изображение', wide: true },
        { kind: 'rich', name: 'content', label: 'Текст страницы' },
      ],
    },
  ],
  info: [
    {
      legend: 'Кинотеатр',
      fields: [
        { kind: 'text', name: 'cinemaName', label: 'Название кинотеатра', required: true, row: 1 },
        {
          kind: 'text',
          name: 'cinemaLocative',
          label: 'Где (предложный падеж)',
          hint: 'Например, «в кинотеатре «Октябрь»»',
          required: true,
          row: 1,
        },
        { kind: 'text', name: 'townName', label: 'Город', required: true, row: 2 },
        { kind: 'text', name: 'cinemaRegion', label: 'Область', row: 2 },
      ],
    },
    {
      legend: 'Адрес и связь',
      fields: [
        { kind: 'text', name: 'address.street', label: 'Улица и дом', required: true, row: 1 },
        { kind: 'email', name: 'email', label: 'Электронная почта', row: 1 },
        {
          kind: 'list',
          name: 'phones',
          label: 'Телефоны',
          itemLabel: 'Телефон',
          addLabel: 'Добавить телефон',
          hint: 'Номер, затем через « — » подпись: «+375 232 00-00-00 — Касса»',
        },
      ],
    },
    {
      legend: 'Продажа билетов и аналитика',
      fields: [
        {
          kind: 'url',
          name: 'ticketUrlTemplate',
          label: 'Адрес продажи билетов',
          hint: 'Ссылка на сеанс; {session} заменяется номером сеанса',
          required: true,
        },
        { kind: 'text', name: 'tagManagerId', label: 'Google Tag Manager', hint: 'GTM-XXXXXXX или пусто' },
      ],
    },
  ],
} satisfies Record<string, FieldGroup[]>;

export type ResourceKind = keyof typeof RESOURCE_FIELDS;

/**
 * The field labels of the editors that are not built from a field list (films, news, events, the session dialog, an
 * account), by the contract's field names. The editors show these; the audit log names a changed field by them too.
 */
export const EDITOR_LABELS = {
  film: {
    title: 'Название',
    originalTitle: 'Оригинальное название',
    slug: 'Адрес на сайте',
    ageRating: 'Возраст',
    durationMin: 'Длительность, мин',
    year: 'Год',
    director: 'Режиссёр',
    genres: 'Жанры',
    countries: 'Страны',
    description: 'Описание',
    poster: 'Файл постера',
    posterAlt: 'Описание постера для незрячих',
    stills: 'Кадры',
    formats: 'Форматы копии',
    categories: 'Категории',
    isPremier: 'Премьера',
    premiereDate: 'Дата премьеры',
    trailerUrl: 'Трейлер',
    cast: 'Актёры',
  },
  news: {
    title: 'Заголовок',
    slug: 'Адрес на сайте',
    publishedAt: 'Дата публикации',
    excerpt: 'Анонс',
    image: 'Файл изображения',
    imageAlt: 'Что на изображении',
    content: 'Текст новости',
  },
  event: {
    title: 'Заголовок',
    slug: 'Адрес на сайте',
    startsAt: 'Начало',
    endsAt: 'Окончание',
    category: 'Категория',
    venue: 'Где',
    ageRating: 'Возраст',
    priceFrom: 'Цена от, BYN',
    ticketUrl: 'Ссылка на билеты',
    excerpt: 'Анонс',
    image: 'Файл изображения',
    imageAlt: 'Что на изображении',
    content: 'Описание события',
    film: 'Фильм',
  },
  session: {
    film: 'Фильм',
    hall: 'Зал',
    day: 'День',
    time: 'Начало',
    format: 'Формат',
    price: 'Цена, BYN',
    ticketUrl: 'Ссылка на покупку билета',
    soldOut: 'Билеты проданы',
    language: 'Язык звука',
    subtitles: 'Субтитры',
    hardOfHearingSubtitles: 'Субтитры для слабослышащих',
    audioDescription: 'Тифлокомментарий',
    sensoryFriendly: 'Сенсорно-дружественный сеанс',
    parentAndBaby: 'Для родителей с малышами',
  },
  account: {
    name: 'Имя',
    email: 'Электронная почта',
    role: 'Роль',
    towns: 'Города',
    disabled: 'Отключена',
  },
} as const satisfies Record<string, Record<string, string>>;

/** Fields every kind of item has, outside its form: its state and a planned publication. */
const COMMON_LABELS: Record<string, string> = {
  status: 'Состояние',
  publishAt: 'Опубликовать в',
};

const RESOURCE_LABELS = Object.fromEntries(
  Object.entries(RESOURCE_FIELDS).map(([kind, groups]) => [
    kind,
    Object.fromEntries(groups.flatMap((g) => g.fields.map((f) => [f.name.split('.')[0], f.label]))),
  ]),
) as Record<ResourceKind, Record<string, string>>;

/** The label a kind's editor shows for a field (by the contract's name), or null when no editor shows it. */
export function fieldLabel(kind: string | null, field: string): string | null {
  const labels: Record<string, string> | undefined =
    kind === null
      ? undefined
      : kind in EDITOR_LABELS
        ? EDITOR_LABELS[kind as keyof typeof EDITOR_LABELS]
        : RESOURCE_LABELS[kind as ResourceKind];
  return labels?.[field] ?? COMMON_LABELS[field] ?? null;
}

/**
 * The parts of an object field an editor edits, where it edits only some («Улица и дом» is `address.street` of the
 * info's address): the audit log shows those parts of a stored value, not the whole object.
 */
export function editedParts(kind: string | null, field: string): string[] {
  const groups = kind !== null && kind in RESOURCE_FIELDS ? RESOURCE_FIELDS[kind as ResourceKind] : [];
  return groups.flatMap((g) =>
    g.fields.filter((f) => f.name.startsWith(`${field}.`)).map((f) => f.name.slice(field.length + 1)),
  );
}

/** Fields holding one picture or several (the audit log names them «изображение» rather than their ids). */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set([
  'poster',
  'stills',
  'image',
  ...Object.values(RESOURCE_FIELDS).flatMap((groups) =>
    groups.flatMap((g) =>
      g.fields.filter((f) => f.kind === 'image' || f.kind === 'images').map((f) => f.name),
    ),
  ),
]);
