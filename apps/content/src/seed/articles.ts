// Demo news, events, documents and vacancies of both towns; dates are relative to the day of seeding.
import { routePath } from '@kino/api/routes';
import type { AgeRating, ContentBlock, Money, Town } from '@kino/api/types';

interface TownText {
  cinema: string;
  /** «Октябрь» */
  short: string;
  /** в «Октябре»: the name declines in running text. */
  locative: string;
  town: string;
  /** в Гомеле */
  inTown: string;
  bigHall: string;
  /** в Красном зале */
  inBigHall: string;
  phone: string;
  email: string;
  legal: string;
  address: string;
}

export const TOWN_TEXT: Record<Town, TownText> = {
  main: {
    cinema: 'Кинотеатр «Октябрь»',
    short: '«Октябрь»',
    locative: 'в «Октябре»',
    town: 'Гомель',
    inTown: 'в Гомеле',
    bigHall: 'Красный зал',
    inBigHall: 'в Красном зале',
    phone: '+375 (232) 50-10-10',
    email: 'info@oktyabr.kino.example',
    legal: 'КУП «Гомельский городской кинопрокат» (демонстрационные данные)',
    address: '246050, г. Гомель, проспект Ленина, 10',
  },
  rechitsa: {
    cinema: 'Кинотеатр «Юность»',
    short: '«Юность»',
    locative: 'в «Юности»',
    town: 'Речица',
    inTown: 'в Речице',
    bigHall: 'Большой зал',
    inBigHall: 'в Большом зале',
    phone: '+375 (2340) 2-15-15',
    email: 'info@yunost.kino.example',
    legal: 'Речицкий филиал КУП «Гомельский областной кинопрокат» (демонстрационные данные)',
    address: '247500, г. Речица, улица Советская, 75',
  },
};

const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const h = (text: string, level: 2 | 3 = 2): ContentBlock => ({ type: 'heading', level, text });
const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });

/** A link over the first `anchor` in `text`: the contract's ranges, counted here so the demo text can change freely. */
export function linkOver(text: string, anchor: string, href: string): TextLink {
  const from = text.indexOf(anchor);
  if (from < 0) throw new Error(`"${anchor}" is not in "${text}"`);
  return { from, to: from + anchor.length, href };
}

type TextLink = NonNullable<Extract<ContentBlock, { type: 'paragraph' }>['links']>[number];

export interface NewsSeed {
  slug: string;
  title: string;
  excerpt: string;
  daysAgo: number;
  hour: number;
  content: ContentBlock[];
}

export function newsFor(town: Town): NewsSeed[] {
  const t = TOWN_TEXT[town];
  const common: NewsSeed[] = [
    {
      slug: 'premera-zvezdnyj-majak',
      title: '«Звёздный маяк» — в прокате с этой недели',
      excerpt: `Главная космическая премьера сезона уже ${t.locative}: сеансы в 2D и 3D${town === 'main' ? ' и в IMAX' : ''}.`,
      daysAgo: 1,
      hour: 10,
      content: [
        p(`Фантастическая сага «Звёздный маяк» вышла в прокат, и ${t.short} показывает её с первого дня.`),
        p(
          town === 'main'
            ? 'Для фильма, снятого специально для IMAX, мы отдали ему лучшие вечерние сеансы в зале IMAX — на экране высотой с четырёхэтажный дом.'
            : `Вечерние сеансы идут ${t.inBigHall} со звуком Dolby Atmos.`,
        ),
        {
          type: 'quote',
          text: 'Это кино, ради которого стоит выбраться в зал, а не ждать его дома: такого неба на телевизоре не будет.',
          cite: 'Зритель предпремьерного показа',
        },
        h('Что важно знать'),
        {
          type: 'list',
          ordered: false,
          items: [
            'Возрастное ограничение — 12+',
            'Продолжительность — 2 часа 22 минуты',
            'Билеты — в кассе и на сайте',
          ],
          itemLinks: [
            [],
            [],
            [
              linkOver(
                'Билеты — в кассе и на сайте',
                'на сайте',
                routePath({ name: 'afisha-film', params: { film: 'zvezdnyj-majak' } }, town),
              ),
            ],
          ],
        },
      ],
    },
    {
      slug: 'novaja-programma-loyalnosti',
      title: 'Запускаем карту зрителя: каждый шестой билет — в подарок',
      excerpt:
        'Бесплатная карта зрителя копит билеты: после пяти покупок шестой билет на любой сеанс — бесплатно.',
      daysAgo: 4,
      hour: 12,
      content: [
        p('Получить карту можно в кассе за минуту — нужен только номер телефона.'),
        ol(
          'Покажите карту при покупке билета в кассе или укажите номер телефона на сайте.',
          'Каждый купленный билет отмечается на карте.',
          'Шестой билет на любой сеанс, кроме премьерного дня, — в подарок.',
        ),
        p('Карта действует бессрочно, а накопленные билеты не сгорают.'),
      ],
    },
    {
      slug: 'detskie-utrenniki-po-vyhodnym',
      title: 'Детские утренники по выходным — по 5 рублей',
      excerpt: 'Каждую субботу и воскресенье в 10:00 — мультфильмы для самых маленьких по специальной цене.',
      daysAgo: 7,
      hour: 9,
      content: [
        p(
          'По выходным первый сеанс дня мы отдаём самым маленьким зрителям: мультфильмы 0+ и 6+, приглушённый звук и неполная темнота в зале.',
        ),
        p('Билет на утренник стоит 5 рублей для детей и взрослых.'),
      ],
    },
    {
      slug: 'vozvrat-biletov-onlajn',
      title: 'Вернуть билет, купленный на сайте, теперь можно онлайн',
      excerpt: 'Ссылка на возврат — в письме с электронным билетом; деньги придут на карту за 3–7 дней.',
      daysAgo: 11,
      hour: 15,
      content: [
        p(
          'Больше не нужно приходить в кассу, чтобы вернуть билет, купленный на сайте. Откройте письмо с билетом и нажмите «Вернуть билет» не позднее чем за 30 минут до начала сеанса.',
        ),
        {
          type: 'paragraph',
          text: 'Подробности — в правилах возврата в разделе «Документы».',
          links: [
            linkOver(
              'Подробности — в правилах возврата в разделе «Документы».',
              'в разделе «Документы»',
              routePath({ name: 'documents' }, town),
            ),
          ],
        },
      ],
    },
    {
      slug: 'kinobar-novoe-menju',
      title: 'Новое меню кинобара: сырный попкорн и облепиховый чай',
      excerpt: 'В кинобаре — новые вкусы попкорна, горячие напитки и комбо для двоих.',
      daysAgo: 15,
      hour: 13,
      content: [
        p(
          'Осенью мы обновили меню кинобара. Попробуйте сырный и карамельный попкорн, облепиховый чай и какао с маршмеллоу.',
        ),
        ul(
          'Комбо «На двоих»: большой попкорн и два напитка',
          'Детское комбо с сюрпризом',
          'Кофе навынос для тех, кто спешит на сеанс',
        ),
      ],
    },
    {
      slug: 'shkolnye-pokazy-k-kanikulam',
      title: 'Школьные показы к каникулам',
      excerpt: 'Принимаем заявки от школ на утренние показы семейных и исторических фильмов.',
      daysAgo: 19,
      hour: 11,
      content: [
        p(
          'На каникулах мы проводим утренние показы для классов по специальной цене. После сеанса — короткое обсуждение фильма с ведущим.',
        ),
        p(
          'Чтобы подать заявку, закажите обратный звонок с темой «Мероприятия» или позвоните администратору.',
        ),
      ],
    },
    {
      slug: 'podarochnye-sertifikaty-k-prazdnikam',
      title: 'Подарочные сертификаты — к праздникам',
      excerpt:
        'Сертификаты номиналом от 20 рублей действуют полгода и подходят для любых сеансов и кинобара.',
      daysAgo: 24,
      hour: 16,
      content: [
        p(
          'Не знаете, что подарить? Подарите кино. Сертификаты продаются в кассе, а корпоративным клиентам мы выставляем счёт.',
        ),
      ],
    },
    {
      slug: 'dostupnaja-sreda',
      title: 'Сеансы с субтитрами для слабослышащих',
      excerpt: 'Раз в неделю показываем премьеры с субтитрами для зрителей с нарушениями слуха.',
      daysAgo: 30,
      hour: 12,
      content: [
        p(
          'Сеансы с субтитрами для слабослышащих отмечены в расписании значком доступности. Выбирайте их в фильтре афиши.',
        ),
        p(
          'Места для зрителей на колясках есть в доступных залах; при покупке билета в кассе предупредите кассира — вас проводят к месту.',
        ),
      ],
    },
    {
      slug: 'itogi-festivalja-detskogo-kino',
      title: 'Итоги фестиваля детского кино',
      excerpt: 'За неделю фестиваля фильмы посмотрели больше двух тысяч юных зрителей.',
      daysAgo: 38,
      hour: 18,
      content: [
        p(
          'Неделя детского кино завершилась: мы показали двенадцать фильмов, провели три мастер-класса по анимации и викторину для школьников.',
        ),
        p('Спасибо всем, кто пришёл! Приз зрительских симпатий получил мультфильм «Кот и дракон».'),
      ],
    },
    {
      slug: 'rabota-v-kino',
      title: 'Ищем кассиров и барменов в команду',
      excerpt: 'Сменный график, обучение с нуля и бесплатное кино для сотрудников.',
      daysAgo: 45,
      hour: 10,
      content: [
        p(
          'Мы расширяем команду: открыты вакансии кассира, бармена кинобара и контролёра. Отклик можно отправить прямо с сайта, приложив резюме.',
        ),
      ],
    },
    {
      slug: 'novye-kresla',
      title: `Новые кресла в зале «${town === 'main' ? 'Синий' : 'Малый'}»`,
      excerpt: 'Заменили все кресла и расширили проходы между рядами.',
      daysAgo: 60,
      hour: 14,
      content: [
        p(
          'За две недели ремонта мы заменили кресла и ковровое покрытие, а расстояние между рядами увеличили на 15 сантиметров.',
        ),
      ],
    },
    {
      slug: 'den-kino',
      title: 'День кино: билеты по 3 рубля',
      excerpt: 'В последнюю субботу месяца все дневные сеансы до 15:00 — по 3 рубля.',
      daysAgo: 75,
      hour: 9,
      content: [
        p('Акция действует в кассе и на сайте, на все фильмы и форматы, кроме премьер первого уикенда.'),
      ],
    },
  ];
  const own: NewsSeed[] =
    town === 'main'
      ? [
          {
            slug: 'imax-lazer',
            title: 'Зал IMAX перешёл на лазерную проекцию',
            excerpt: 'Ярче, контрастнее и с более глубоким чёрным цветом: в «Октябре» — лазерный IMAX.',
            daysAgo: 9,
            hour: 12,
            content: [
              p('Мы завершили модернизацию зала IMAX: ксеноновые проекторы заменила лазерная система IMAX.'),
              p(
                'Изображение стало вдвое ярче, а чёрный — по-настоящему чёрным. Оценить разницу лучше всего на фильмах, снятых камерами IMAX.',
              ),
            ],
          },
          {
            slug: 'kinolektorij-sezon',
            title: 'Кинолекторий открывает новый сезон',
            excerpt: 'По четвергам в Малом зале «Арт» — лекции о кино и показы классики.',
            daysAgo: 21,
            hour: 17,
            content: [
              p(
                'Новый сезон кинолектория посвящён европейскому кино второй половины XX века. Каждую лекцию ведёт киновед, после неё — показ фильма.',
              ),
              ul('Начало — в 19:00', 'Абонемент на 6 встреч — 45 рублей', 'Разовый билет — 10 рублей'),
            ],
          },
        ]
      : [
          {
            slug: 'detskij-zal-skazka',
            title: 'Открылся детский зал «Сказка»',
            excerpt: 'Кресла-пуфы, игровая зона и мультфильмы каждый день с 10:00.',
            daysAgo: 9,
            hour: 11,
            content: [
              p(
                'На втором этаже «Юности» открылся детский зал на 40 мест. Здесь показывают только мультфильмы и детские фильмы, а перед сеансом можно поиграть в игровой зоне.',
              ),
            ],
          },
          {
            slug: 'dolby-atmos-v-bolshom-zale',
            title: 'В Большом зале — звук Dolby Atmos',
            excerpt: 'Первая в Речице система объёмного звука с потолочными громкоговорителями.',
            daysAgo: 27,
            hour: 13,
            content: [
              p(
                'Модернизация Большого зала завершена: теперь звук окружает зрителя со всех сторон, включая потолок.',
              ),
            ],
          },
        ];
  return [...common, ...own];
}

export interface EventSeed {
  slug: string;
  category: string;
  title: string;
  dayOffset: number;
  startTime: string;
  durationMin: number | null;
  venue: string;
  excerpt: string;
  content: ContentBlock[];
  ageRating: AgeRating;
  priceFrom: Money | null;
  withTicket: boolean;
  film: string | null;
}

export const EVENT_CATEGORIES = [
  { slug: 'festivali', name: 'Фестивали' },
  { slug: 'premery', name: 'Премьеры' },
  { slug: 'detjam', name: 'Детям' },
  { slug: 'kinolektorij', name: 'Кинолекторий' },
  { slug: 'vstrechi', name: 'Творческие встречи' },
] as const;

const byn = (amount: number): Money => ({ amount, currency: 'BYN' });

export function eventsFor(town: Town): EventSeed[] {
  const t = TOWN_TEXT[town];
  const list: EventSeed[] = [
    {
      slug: 'dopremernyj-pokaz-poslednij-strazh',
      category: 'premery',
      title: 'Допремьерный показ «Последнего стража»',
      dayOffset: 2,
      startTime: '21:00',
      durationMin: 148,
      venue: town === 'main' ? 'Зал IMAX' : t.bigHall,
      excerpt: 'Увидьте фильм за день до официальной премьеры — с розыгрышем призов перед сеансом.',
      content: [
        p('За день до старта проката — специальный показ для самых нетерпеливых.'),
        ul('Розыгрыш постеров и сертификатов', 'Фотозона в фойе', 'Начало в 21:00, вход с 20:30'),
      ],
      ageRating: '12+',
      priceFrom: byn(town === 'main' ? 18 : 14),
      withTicket: true,
      film: 'poslednij-strazh',
    },
    {
      slug: 'nedelja-belorusskogo-kino',
      category: 'festivali',
      title: 'Неделя белорусского кино',
      dayOffset: 5,
      startTime: '18:00',
      durationMin: 7 * 24 * 60 - 18 * 60,
      venue: t.bigHall,
      excerpt:
        'Семь дней — семь фильмов «Беларусьфильма» и независимых режиссёров, встречи со съёмочными группами.',
      content: [
        p(
          'Фестиваль открывает драма «Письма из прошлого», а закрывает семейное приключение «Тайна старого замка».',
        ),
        h('Программа'),
        ul(
          'Игровое кино',
          'Документальные фильмы',
          'Короткий метр молодых режиссёров',
          'Встреча с актёрами после показа',
        ),
      ],
      ageRating: '12+',
      priceFrom: byn(6),
      withTicket: true,
      film: 'pisma-iz-proshlogo',
    },
    {
      slug: 'multprazdnik-kot-i-drakon',
      category: 'detjam',
      title: 'Мультпраздник с котом и драконом',
      dayOffset: 1,
      startTime: '11:00',
      durationMin: 150,
      venue: town === 'main' ? 'Синий зал' : 'Детский зал «Сказка»',
      excerpt: 'Аниматоры, аквагрим и показ мультфильма «Кот и дракон» для детей от 4 лет.',
      content: [
        p(
          'Перед сеансом — 40 минут игр с аниматорами в костюмах героев мультфильма, после — раскраски и фото на память.',
        ),
      ],
      ageRating: '6+',
      priceFrom: byn(9),
      withTicket: true,
      film: 'kot-i-drakon',
    },
    {
      slug: 'novogodnjaja-jolka-v-kino',
      category: 'detjam',
      title: 'Новогодняя ёлка в кино',
      dayOffset: 20,
      startTime: '12:00',
      durationMin: 120,
      venue: t.bigHall,
      excerpt:
        'Дед Мороз, Снегурочка, хоровод у ёлки в фойе и показ новогоднего мультфильма. Подарок каждому ребёнку.',
      content: [p('Билет для ребёнка включает новогодний подарок. Взрослым — чай и мандарины в фойе.')],
      ageRating: '0+',
      priceFrom: byn(15),
      withTicket: true,
      film: 'snezhnaja-koroleva-novaja-istorija',
    },
    {
      slug: 'vstrecha-s-rezhisserom-shahmatistki',
      category: 'vstrechi',
      title: 'Встреча с режиссёром фильма «Шахматистка»',
      dayOffset: 8,
      startTime: '19:00',
      durationMin: 180,
      venue: t.bigHall,
      excerpt: 'Показ фильма и разговор с Константином Орловым о съёмках и шахматах.',
      content: [p('После показа режиссёр ответит на вопросы зрителей и подпишет постеры.')],
      ageRating: '12+',
      priceFrom: byn(12),
      withTicket: true,
      film: 'shahmatistka',
    },
    {
      slug: 'vecher-korotkogo-metra',
      category: 'festivali',
      title: 'Вечер короткого метра: пять историй за полтора часа',
      dayOffset: 0,
      startTime: '20:00',
      durationMin: 100,
      venue: town === 'main' ? 'Малый зал «Арт»' : 'Малый зал',
      excerpt:
        'Пять короткометражных фильмов молодых белорусских режиссёров и разговор с авторами после показа.',
      content: [
        p(
          'Короткий метр редко попадает в прокат, хотя именно в нём режиссёры пробуют то, на что не решаются в большом кино. Мы собрали пять фильмов последних лет — от деревенской комедии до почти фантастической истории о лифте, который застрял между этажами навсегда.',
        ),
        p(
          'После показа — разговор с двумя авторами программы. Вопросы можно задать и из зала, и в записках.',
        ),
      ],
      ageRating: '16+',
      priceFrom: byn(7),
      withTicket: true,
      film: null,
    },
    {
      slug: 'noch-uzhasov-tjomnye-vody',
      category: 'premery',
      title: 'Ночь ужасов: премьера «Тёмных вод»',
      dayOffset: 6,
      startTime: '23:00',
      durationMin: 130,
      venue: t.bigHall,
      excerpt:
        'Первый показ «Тёмных вод» в полночь, с приглушённым светом в фойе и страшными историями перед сеансом.',
      content: [
        p(
          'Премьерный сеанс начинается ровно в полночь. За час до него в фойе — конкурс на лучший костюм и фотозона «Затопленная шахта».',
        ),
        p('Только для зрителей старше 18 лет: контролёр может попросить документ.'),
      ],
      ageRating: '18+',
      priceFrom: byn(town === 'main' ? 14 : 11),
      withTicket: true,
      film: 'tjomnye-vody',
    },
    {
      slug: 'prazdnichnaja-premera-snezhnoj-korolevy',
      category: 'premery',
      title: 'Праздничная премьера «Снежной королевы»',
      dayOffset: 10,
      startTime: '12:00',
      durationMin: 140,
      venue: t.bigHall,
      excerpt:
        'Первый сеанс нового мультфильма — с ледяной фотозоной, мастер-классом по вырезанию снежинок и горячим какао.',
      content: [
        p(
          'В день премьеры встречаем зрителей за 40 минут до начала: мастер-класс по бумажным снежинкам, фото с Гердой и горячий какао в кинобаре для каждого ребёнка с билетом.',
        ),
      ],
      ageRating: '6+',
      priceFrom: byn(town === 'main' ? 10 : 8),
      withTicket: true,
      film: 'snezhnaja-koroleva-novaja-istorija',
    },
    {
      slug: 'vstrecha-s-akterami-ledovogo-rubezha',
      category: 'vstrechi',
      title: 'Творческая встреча с актёрами «Ледового рубежа»',
      dayOffset: 15,
      startTime: '18:30',
      durationMin: 170,
      venue: t.bigHall,
      excerpt:
        'Показ спортивной драмы и разговор с исполнителями главных ролей о хоккее, съёмках на льду и дублёрах.',
      content: [
        p(
          'Актёры расскажут, как три месяца тренировались с юношеской командой и почему самые сложные сцены снимали в пять утра на настоящем катке.',
        ),
        p('После встречи — автограф-сессия. Приносите свои клюшки и шайбы: подпишем.'),
      ],
      ageRating: '12+',
      priceFrom: byn(town === 'main' ? 12 : 9),
      withTicket: true,
      film: 'ledovyj-rubezh',
    },
    {
      slug: 'premera-novogodnego-perepoloha',
      category: 'premery',
      title: 'Семейная премьера «Новогоднего переполоха»',
      dayOffset: 17,
      startTime: '17:00',
      durationMin: 130,
      venue: t.bigHall,
      excerpt: 'Новогодняя комедия в день выхода в прокат: детский хор в фойе и мандарины каждому зрителю.',
      content: [
        p('Перед сеансом в фойе поёт детский хор музыкальной школы — тот самый, что снимался в фильме.'),
      ],
      ageRating: '6+',
      priceFrom: byn(town === 'main' ? 11 : 9),
      withTicket: true,
      film: 'novogodnij-perepoloh',
    },
    {
      slug: 'detskij-kinoklub-kak-risujut-multfilmy',
      category: 'detjam',
      title: 'Детский киноклуб: как рисуют мультфильмы',
      dayOffset: 23,
      startTime: '11:00',
      durationMin: 120,
      venue: town === 'main' ? 'Синий зал' : 'Детский зал «Сказка»',
      excerpt:
        'Художник-аниматор покажет, как оживает рисунок, а каждый участник нарисует свой кадр мультфильма.',
      content: [
        p(
          'Для детей от 7 лет. Карандаши и бумагу выдаём, рисунки участников соберём в короткий мультфильм и покажем на экране в конце занятия.',
        ),
      ],
      ageRating: '6+',
      priceFrom: byn(8),
      withTicket: true,
      film: null,
    },
    {
      slug: 'festival-kinoproby',
      category: 'festivali',
      title: 'Фестиваль студенческого кино «Кинопробы»',
      dayOffset: 28,
      startTime: '16:00',
      durationMin: 2 * 24 * 60 - 16 * 60 + 22 * 60,
      venue: town === 'main' ? 'Малый зал «Арт»' : 'Малый зал',
      excerpt:
        'Три дня фильмов студентов киношкол Беларуси: конкурсная программа, приз зрительских симпатий и мастер-классы.',
      content: [
        p(
          'Зрители голосуют за лучший фильм после каждого блока — победитель получит приз зрительских симпатий.',
        ),
        h('Программа'),
        ul(
          'Игровое кино — пятница',
          'Документальное кино и анимация — суббота',
          'Награждение и показ победителей — воскресенье',
        ),
      ],
      ageRating: '16+',
      priceFrom: byn(5),
      withTicket: true,
      film: null,
    },
    {
      slug: 'den-otkrytyh-dverej',
      category: 'vstrechi',
      title: 'День открытых дверей: экскурсия в кинопроекционную',
      dayOffset: -6,
      startTime: '14:00',
      durationMin: 90,
      venue: 'Фойе',
      excerpt: 'Как устроен кинотеатр изнутри: проекционная, звук и история здания.',
      content: [p('Экскурсия бесплатная, нужна предварительная запись по телефону кассы.')],
      ageRating: '6+',
      priceFrom: null,
      withTicket: false,
      film: null,
    },
  ];
  if (town === 'main') {
    list.push(
      {
        slug: 'kinolektorij-novaja-volna',
        category: 'kinolektorij',
        title: 'Кинолекторий: французская «новая волна»',
        dayOffset: 4,
        startTime: '19:00',
        durationMin: 150,
        venue: 'Малый зал «Арт»',
        excerpt: 'Лекция киноведа о режиссёрах, изменивших язык кино, и показ классического фильма.',
        content: [p('Лекция — 40 минут, затем показ на языке оригинала с субтитрами и обсуждение.')],
        ageRating: '16+',
        priceFrom: byn(10),
        withTicket: true,
        film: null,
      },
      {
        slug: 'kinolektorij-muzyka-v-kino',
        category: 'kinolektorij',
        title: 'Кинолекторий: как музыка рассказывает историю',
        dayOffset: 11,
        startTime: '19:00',
        durationMin: 140,
        venue: 'Малый зал «Арт»',
        excerpt:
          'Композитор и звукорежиссёр разбирают саундтреки известных фильмов — и показывают «Джаз на крыше».',
        content: [p('Встреча для всех, кто любит кино и музыку. Показ фильма — после лекции.')],
        ageRating: '12+',
        priceFrom: byn(10),
        withTicket: true,
        film: 'dzhaz-na-kryshe',
      },
      {
        slug: 'imax-marafon',
        category: 'festivali',
        title: 'IMAX-марафон: три фильма за ночь',
        dayOffset: 12,
        startTime: '22:00',
        durationMin: 480,
        venue: 'Зал IMAX',
        excerpt: 'Три фантастических фильма подряд, кофе-брейки и завтрак в фойе.',
        content: [ul('«Звёздный маяк»', '«Гвардия драконов»', '«Капитан Волна»')],
        ageRating: '12+',
        priceFrom: byn(35),
        withTicket: true,
        film: null,
      },
    );
  } else {
    list.push({
      slug: 'kinoklub-junost',
      category: 'kinolektorij',
      title: 'Киноклуб «Юность»: кино о малой родине',
      dayOffset: 6,
      startTime: '18:30',
      durationMin: 150,
      venue: 'Малый зал',
      excerpt: 'Показ и обсуждение фильма «Последний поезд на Полесье» с краеведом.',
      content: [p('Вход по билетам киноклуба; чай и обсуждение после фильма.')],
      ageRating: '16+',
      priceFrom: byn(6),
      withTicket: true,
      film: 'poslednij-poezd-na-polese',
    });
  }
  return list;
}

export interface DocumentSeed {
  slug: string;
  title: string;
  summary: string;
  daysAgo: number;
  content: ContentBlock[];
}

export function documentsFor(town: Town): DocumentSeed[] {
  const t = TOWN_TEXT[town];
  return [
    {
      slug: 'pravila-poseshhenija',
      title: 'Правила посещения кинотеатра',
      summary: 'Как купить и вернуть билет, возрастные ограничения, поведение в зале.',
      daysAgo: 120,
      content: [
        p(
          `Настоящие правила действуют на территории: ${t.cinema}, ${t.address}. Покупая билет, зритель соглашается с ними.`,
        ),
        h('1. Билеты'),
        ol(
          'Билет даёт право на одно место на указанном сеансе.',
          'Электронный билет предъявляется на экране телефона или распечатанным.',
          'Билет сохраняется до конца сеанса.',
        ),
        h('2. Возрастные ограничения'),
        p(
          'Зрители не допускаются на сеансы с возрастной маркировкой выше их возраста. Контролёр вправе попросить документ, удостоверяющий возраст.',
        ),
        h('3. В зале'),
        ul(
          'Запрещается видео- и аудиозапись фильма.',
          'Запрещается приносить алкоголь и напитки в стеклянной таре.',
          'Зритель в состоянии опьянения не допускается в зал; деньги за билет не возвращаются.',
        ),
      ],
    },
    {
      slug: 'personal-data',
      title: 'Политика обработки персональных данных',
      summary: 'Какие данные мы получаем через формы сайта, зачем и как долго храним.',
      daysAgo: 90,
      content: [
        p(
          `Оператор персональных данных — ${t.legal}, ${t.address}. Политика разработана в соответствии с Законом Республики Беларусь «О защите персональных данных».`,
        ),
        h('Какие данные мы обрабатываем'),
        ul(
          'Заявка на обратный звонок: имя, номер телефона, удобное время, тема и комментарий.',
          'Отклик на вакансию: имя, телефон, электронная почта, сопроводительное сообщение и файл резюме.',
        ),
        h('Зачем'),
        p(
          'Только чтобы ответить на заявку: перезвонить или рассмотреть кандидата на вакансию. Мы не передаём данные третьим лицам и не используем их для рассылок.',
        ),
        h('Сколько храним'),
        p('Заявки на обратный звонок — 3 месяца, отклики на вакансии — 1 год, затем данные удаляются.'),
        h('Ваши права'),
        p(
          `Вы можете отозвать согласие, получить сведения о своих данных или потребовать их удаления, написав на ${t.email} или позвонив ${t.phone}.`,
        ),
      ],
    },
    {
      slug: 'pravila-vozvrata-biletov',
      title: 'Правила возврата билетов',
      summary: 'Когда и как можно вернуть билет, купленный в кассе или на сайте.',
      daysAgo: 60,
      content: [
        p('Билет можно вернуть не позднее чем за 30 минут до начала сеанса.'),
        ul(
          'Купленный в кассе — в кассе, при предъявлении билета.',
          'Купленный на сайте — по ссылке в письме с билетом.',
          'Деньги возвращаются тем же способом, каким был оплачен билет, в течение 3–7 банковских дней.',
        ),
        p(
          'При отмене или переносе сеанса по вине кинотеатра стоимость билета возвращается полностью в любое время.',
        ),
      ],
    },
    {
      slug: 'publichnaja-oferta',
      title: 'Публичная оферта на продажу билетов',
      summary: 'Условия договора купли-продажи билетов на сайте.',
      daysAgo: 200,
      content: [
        p('Оферта определяет условия, на которых зритель покупает билеты на сеансы через сайт.'),
        h('Предмет договора'),
        p(
          'Продавец предоставляет право посещения сеанса, покупатель оплачивает билет по цене, указанной на сайте в момент покупки.',
        ),
      ],
    },
    {
      slug: 'polozhenie-o-sertifikatah',
      title: 'Положение о подарочных сертификатах',
      summary: 'Номиналы, сроки действия и правила использования сертификатов.',
      daysAgo: 150,
      content: [
        p('Подарочный сертификат — документ, подтверждающий предоплату услуг кинотеатра на сумму номинала.'),
        ul(
          'Сертификат действует 180 или 365 дней в зависимости от вида.',
          'Остаток номинала не возвращается деньгами.',
        ),
      ],
    },
  ];
}

export interface VacancySeed {
  slug: string;
  title: string;
  department: string;
  employment: 'full' | 'part' | 'shift';
  schedule: string;
  salary: { from: number | null; to: number | null } | null;
  summary: string;
  daysAgo: number;
  duties: string[];
  requirements: string[];
  conditions: string[];
}

export function vacanciesFor(town: Town): VacancySeed[] {
  const k = town === 'main' ? 1 : 0.85;
  const money = (from: number | null, to: number | null) => ({
    from: from === null ? null : Math.round(from * k),
    to: to === null ? null : Math.round(to * k),
  });
  const list: VacancySeed[] = [
    {
      slug: 'kassir',
      title: 'Кассир',
      department: 'Касса',
      employment: 'shift',
      schedule: '2/2, смены по 12 часов',
      salary: money(1100, 1400),
      summary: 'Продажа билетов и сертификатов, консультация зрителей по расписанию.',
      daysAgo: 5,
      duties: [
        'Продавать билеты и подарочные сертификаты',
        'Консультировать зрителей по сеансам и акциям',
        'Вести кассовую отчётность смены',
      ],
      requirements: [
        'Внимательность и доброжелательность',
        'Опыт работы с кассой приветствуется',
        'Готовность к вечерним сменам',
      ],
      conditions: ['Официальное трудоустройство', 'Обучение за счёт кинотеатра', 'Бесплатное кино'],
    },
    {
      slug: 'barmen-kinobara',
      title: 'Бармен кинобара',
      department: 'Кинобар',
      employment: 'shift',
      schedule: 'Вечера и выходные',
      salary: money(1000, 1300),
      summary: 'Приготовление попкорна и напитков, обслуживание зрителей перед сеансами.',
      daysAgo: 8,
      duties: ['Готовить попкорн, кофе и напитки', 'Поддерживать чистоту на стойке', 'Принимать оплату'],
      requirements: ['Санитарная книжка (или готовность её оформить)', 'Скорость и аккуратность'],
      conditions: ['Питание за счёт кинотеатра', 'Премии по итогам месяца'],
    },
    {
      slug: 'kontroler-biletjor',
      title: 'Контролёр-билетёр',
      department: 'Зал',
      employment: 'part',
      schedule: 'Вечерние смены по 4–6 часов',
      salary: money(700, 900),
      summary: 'Проверка билетов, помощь зрителям в зале, порядок во время сеанса.',
      daysAgo: 12,
      duties: [
        'Проверять билеты на входе в зал',
        'Помогать зрителям найти места',
        'Следить за порядком в зале',
      ],
      requirements: ['Возраст от 18 лет', 'Вежливость'],
      conditions: ['Подходит студентам', 'Гибкий график'],
    },
    {
      slug: 'kinomehanik',
      title: 'Киномеханик',
      department: 'Техническая служба',
      employment: 'full',
      schedule: '5/2, плавающие выходные',
      salary: money(1500, 1900),
      summary: 'Запуск сеансов на цифровых проекторах, обслуживание звука и проекции.',
      daysAgo: 16,
      duties: [
        'Запускать сеансы по расписанию',
        'Обслуживать проекторы и звуковое оборудование',
        'Загружать и проверять копии фильмов',
      ],
      requirements: ['Техническое образование', 'Опыт работы с DCP-серверами — плюс', 'Ответственность'],
      conditions: ['Официальное трудоустройство', 'Обучение у производителя оборудования'],
    },
    {
      slug: 'administrator-smeny',
      title: 'Администратор смены',
      department: 'Администрация',
      employment: 'full',
      schedule: '2/2',
      salary: money(1600, null),
      summary: 'Организация работы смены, решение вопросов зрителей, проведение мероприятий.',
      daysAgo: 20,
      duties: [
        'Руководить сменой кассиров, барменов и контролёров',
        'Решать спорные ситуации',
        'Готовить залы к мероприятиям',
      ],
      requirements: ['Опыт руководства от года', 'Умение спокойно решать конфликты'],
      conditions: ['Рост до управляющего', 'Квартальные премии'],
    },
  ];
  if (town === 'main')
    list.push({
      slug: 'smm-menedzher',
      title: 'SMM-менеджер',
      department: 'Маркетинг',
      employment: 'part',
      schedule: 'Удалённо, 20 часов в неделю',
      salary: null,
      summary: 'Ведение соцсетей кинотеатра: афиша, премьеры, конкурсы.',
      daysAgo: 3,
      duties: ['Вести Instagram и Telegram', 'Снимать короткие видео о премьерах', 'Проводить розыгрыши'],
      requirements: ['Портфолио', 'Любовь к кино'],
      conditions: ['Удалённая работа', 'Доступ на все предпремьерные показы'],
    });
  return list;
}
