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
