// Demo content of each town's cinema: site info, halls and the fixed pages. Image URLs are relative to the town's
// base address (`media/…`) and made absolute with CONTENT_PUBLIC_URL when served.
import type {
  AboutPage,
  CertificatesPage,
  ContactsPage,
  FaqPage,
  Format,
  Hall,
  HallPage,
  Image,
  Info,
  ServicesPage,
  Town,
  VacancyPage,
} from '@kino/api/types';

export type HallSeed = Omit<Hall, 'id'> & {
  /** Which films this hall shows: every film, or children's films only. */
  audience: 'all' | 'children' | 'arthouse';
};

export interface TownSeed {
  info: Omit<Info, 'town' | 'filters'> & { formats: Format[] };
  halls: HallSeed[];
  pages: {
    faq: FaqPage;
    about: AboutPage;
    services: ServicesPage;
    contacts: ContactsPage;
    hall: HallPage;
    vacancypage: VacancyPage;
    certificates: CertificatesPage;
  };
}

const art = (path: string, width: number, height: number, alt: string): Image => ({
  url: `media/art/${path}.svg`,
  width,
  height,
  alt,
});

// The box office's hours (TIMES_NOTE), as the demo schedule runs (content/schedule.ts): the first session at
// 10:00 (Rechitsa on weekdays at 12:00), the last start by 23:15, by 01:15 on Friday and Saturday nights.
const WORKING_HOURS = [
  { days: 'Пн–Чт', weekdays: [1, 2, 3, 4], open: '10:00', close: '23:30' },
  { days: 'Пт–Сб', weekdays: [5, 6], open: '10:00', close: '02:00' },
  { days: 'Вс', weekdays: [7], open: '10:00', close: '23:30' },
];

const RECHITSA_HOURS = [
  { days: 'Пн–Чт', weekdays: [1, 2, 3, 4], open: '12:00', close: '23:30' },
  { days: 'Пт', weekdays: [5], open: '12:00', close: '01:30' },
  { days: 'Сб', weekdays: [6], open: '10:00', close: '01:30' },
  { days: 'Вс', weekdays: [7], open: '10:00', close: '23:30' },
];

const TIMES_NOTE =
  'Кассы открываются за 30 минут до первого сеанса и закрываются через 15 минут после начала последнего.';

// The FAQ page itself ends with «Не нашли ответ? … закажите обратный звонок» and the link that opens the dialog,
// so the intro does not promise a callback in plain text.
function faq(cinemaName: string, extra: FaqPage['groups'][number]['items']): FaqPage {
  return {
    title: 'Частые вопросы',
    intro: `Ответы на вопросы, которые чаще всего задают зрители кинотеатра ${cinemaName}: билеты, скидки, возраст, еда в зале, сертификаты и аренда.`,
    groups: [
      {
        title: 'Билеты',
        items: [
          {
            id: 'kak-kupit-bilet',
            question: 'Как купить билет?',
            answer:
              'Билет можно купить в кассе кинотеатра или на сайте: выберите сеанс в афише и нажмите «Купить билет». Электронный билет придёт на почту, распечатывать его не нужно — достаточно показать QR-код на входе в зал.',
          },
          {
            id: 'vozvrat-biletov',
            question: 'Можно ли вернуть билет?',
            answer:
              'Да, не позднее чем за 30 минут до начала сеанса. Билет, купленный в кассе, возвращается в кассе; купленный на сайте — через ссылку в письме с билетом. Деньги вернутся на ту же карту в течение 3–7 банковских дней.',
          },
          {
            id: 'skidki',
            question: 'Есть ли скидки?',
            answer:
              'На утренние сеансы будних дней (до 12:00) действует льготная цена. Пенсионерам, студентам дневной формы обучения и многодетным семьям — скидка 20 % в кассе при предъявлении документа. Именинникам в день рождения — скидка 50 % на один билет.',
          },
          {
            id: 'bronirovanie',
            question: 'Можно ли забронировать билеты по телефону?',
            answer:
              'Бронь по телефону принимается для групп от 10 человек. Забронированные билеты нужно выкупить не позднее чем за сутки до сеанса.',
          },
        ],
      },
      {
        title: 'В кинотеатре',
        items: [
          {
            id: 'vozrastnye-ogranichenija',
            question: 'Пустят ли ребёнка на фильм 16+?',
            answer:
              'Нет. Возрастная маркировка обязательна для всех зрителей: дети до 16 лет не допускаются на сеансы 16+ даже в сопровождении родителей, на сеансы 18+ — только совершеннолетние. Контролёр вправе попросить документ.',
          },
          {
            id: 'eda-i-napitki',
            question: 'Можно ли приходить со своей едой?',
            answer:
              'В зал можно взять попкорн и напитки из нашего кинобара. Приносить с собой еду и напитки в стеклянной таре, а также алкоголь нельзя.',
          },
          {
            id: 'opozdanie',
            question: 'Что делать, если опоздал на сеанс?',
            answer:
              'Перед фильмом идёт 10–15 минут рекламы и трейлеров. Если вы опоздали, контролёр проводит вас на место с фонариком; деньги за опоздание не возвращаются.',
          },
          {
            id: 'dostupnost',
            question: 'Доступен ли кинотеатр для зрителей на коляске?',
            answer:
              'Да, в здании есть пандус и лифт, в доступных залах — места для зрителей на колясках. Отметку о доступности смотрите в карточке сеанса или спросите в кассе.',
          },
          ...extra,
        ],
      },
      {
        title: 'Сертификаты и аренда',
        items: [
          {
            id: 'podarochnyj-sertifikat',
            question: 'Как пользоваться подарочным сертификатом?',
            answer:
              'Назовите номер сертификата в кассе или введите его при оплате на сайте. Сертификат можно использовать частями в течение срока действия.',
          },
          {
            id: 'arenda-zala',
            question: 'Можно ли арендовать зал?',
            answer:
              'Да: для дня рождения, корпоратива, презентации или показа своего фильма. Оставьте заявку на обратный звонок на странице «Услуги» — администратор подберёт зал и время.',
          },
        ],
      },
    ],
  };
}

function vacancyPage(email: string, phone: string): VacancyPage {
  return {
    title: 'Работа в кинотеатре',
    intro:
      'Мы ищем людей, которые любят кино и умеют заботиться о зрителях. Опыт не обязателен — всему научим. Выберите вакансию и отправьте отклик прямо с сайта.',
    benefits: [
      'Официальное трудоустройство с первого дня',
      'Гибкий сменный график — удобно совмещать с учёбой',
      'Бесплатное кино для сотрудников и скидки для семьи',
      'Обучение и рост до старшего смены и администратора',
      'Дружная команда и корпоративные предпремьерные показы',
    ],
    contactEmail: email,
    contactPhone: phone,
  };
}

function hallPage(): HallPage {
  return {
    title: 'Залы кинотеатра',
    intro:
      'Каждый зал оборудован цифровой проекцией и современным звуком. Выберите зал, чтобы узнать о нём больше.',
    rules: [
      'Вход в зал открывается за 10 минут до начала сеанса.',
      'Во время сеанса выключите звук телефона и не пользуйтесь вспышкой.',
      'Съёмка фильма на камеру или телефон запрещена.',
      'Дети до 12 лет посещают вечерние сеансы после 20:00 только со взрослыми.',
      'Сохраняйте билет до конца сеанса.',
    ],
  };
}

function certificatesPage(town: Town, cinemaName: string): CertificatesPage {
  const cert = (id: string, title: string, amount: number, description: string, validityDays: number) => ({
    id,
    title,
    nominal: { amount, currency: 'BYN' },
    description,
    image: art(`certificates/${id}`, 800, 500, `Подарочный сертификат «${title}»`),
    validityDays,
  });
  const list = [
    cert(
      'sertifikat-20',
      'На один вечер',
      20,
      'Хватит на билет и попкорн — подарок, который всегда к месту.',
      180,
    ),
    cert('sertifikat-40', 'Кино на двоих', 40, 'Два билета на любой сеанс и комбо в кинобаре.', 180),
    cert(
      'sertifikat-60',
      'Семейный',
      60,
      'Для похода всей семьёй на выходных — на любые фильмы и форматы.',
      365,
    ),
  ];
  if (town === 'main')
    list.push(
      cert(
        'sertifikat-100',
        'Премьерный',
        100,
        'Для настоящих киноманов: хватит на несколько премьер в IMAX.',
        365,
      ),
    );
  return {
    title: 'Подарочные сертификаты',
    intro: `Подарите впечатления: сертификат кинотеатра ${cinemaName} действует на любые сеансы и в кинобаре.`,
    certificates: list,
    howToBuy: [
      'Купите сертификат в кассе кинотеатра — наличными или картой.',
      'Или закажите обратный звонок с темой «Подарочные сертификаты» — мы подготовим сертификат к вашему приходу.',
      'Корпоративным клиентам выставляем счёт для безналичной оплаты.',
    ],
    rules: [
      'Сертификат не подлежит обмену на деньги.',
      'Сертификат можно использовать частями до окончания срока действия.',
      'Утерянный сертификат не восстанавливается.',
    ],
  };
}

export const TOWNS_SEED: Record<Town, TownSeed> = {
  main: {
    info: {
      cinemaName: 'Кинотеатр «Октябрь»',
      cinemaLocative: 'в «Октябре»',
      cinemaRegion: 'Гомельская область',
      townName: 'Гомель',
      phones: [
        { number: '+375232501010', label: 'Касса' },
        { number: '+375291501010', label: 'Касса (A1)' },
        { number: '+375232501020', label: 'Администратор' },
      ],
      email: 'info@oktyabr.kino.example',
      address: {
        street: 'проспект Ленина, 10',
        town: 'Гомель',
        region: 'Гомельская область',
        postalCode: '246050',
        lat: 52.4331,
        lng: 30.9906,
      },
      workingHours: WORKING_HOURS,
      social: [
        { network: 'instagram', url: 'https://instagram.com/oktyabr.kino.example', label: 'Instagram' },
        { network: 'telegram', url: 'https://t.me/oktyabr_kino_example', label: 'Telegram-канал' },
        { network: 'vk', url: 'https://vk.com/oktyabr_kino_example', label: 'ВКонтакте' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@oktyabr.kino.example', label: 'TikTok' },
      ],
      tagManagerId: null,
      timezone: 'Europe/Minsk',
      formats: ['2D', '3D', 'IMAX', 'Dolby Atmos'],
    },
    halls: [
      {
        slug: 'krasnyj',
        name: 'Красный зал',
        seats: 320,
        screen: { widthM: 18, heightM: 7.6, type: 'Перфорированный, серебряный' },
        sound: 'Dolby Atmos',
        formats: ['2D', '3D', 'Dolby Atmos'],
        description:
          'Главный зал «Октября» с балконом и объёмным звуком Dolby Atmos: 64 громкоговорителя, включая потолочные, окружают зрителя со всех сторон.',
        features: ['Балкон', 'Dolby Atmos', 'Лазерный проектор 4K'],
        photos: [
          art('halls/krasnyj-1', 1200, 800, 'Красный зал: вид со сцены'),
          art('halls/krasnyj-2', 1200, 800, 'Красный зал: балкон'),
        ],
        accessible: true,
        wheelchairPlaces: 4,
        hearingLoop: true,
        stepFreeEntrance: true,
        accessibleToilet: true,
        audience: 'all',
      },
      {
        slug: 'imax',
        name: 'Зал IMAX',
        seats: 250,
        screen: { widthM: 21, heightM: 11.5, type: 'IMAX, изогнутый' },
        sound: 'IMAX 12.0',
        formats: ['2D', '3D', 'IMAX'],
        description:
          'Единственный в области зал IMAX: экран высотой с четырёхэтажный дом, лазерная проекция IMAX и 12-канальный звук. Ряды расположены амфитеатром — голова впереди сидящего не помешает.',
        features: ['Лазерный IMAX', 'Экран 21 × 11,5 м', 'Кресла с подогревом'],
        photos: [art('halls/imax-1', 1200, 800, 'Зал IMAX: экран и ряды амфитеатром')],
        accessible: true,
        wheelchairPlaces: 2,
        hearingLoop: true,
        stepFreeEntrance: true,
        accessibleToilet: true,
        audience: 'all',
      },
      {
        slug: 'sinij',
        name: 'Синий зал',
        seats: 140,
        screen: { widthM: 11, heightM: 4.7, type: 'Матовый белый' },
        sound: 'Dolby Digital 7.1',
        formats: ['2D', '3D'],
        description: 'Уютный зал средней вместимости для семейных фильмов и дневных сеансов.',
        features: ['3D RealD', 'Звук 7.1', 'Детские бустеры на входе'],
        photos: [art('halls/sinij-1', 1200, 800, 'Синий зал')],
        accessible: true,
        wheelchairPlaces: 2,
        hearingLoop: false,
        stepFreeEntrance: true,
        accessibleToilet: true,
        audience: 'all',
      },
      {
        slug: 'malyj',
        name: 'Малый зал «Арт»',
        seats: 48,
        screen: { widthM: 7, heightM: 3, type: 'Матовый белый' },
        sound: 'Dolby Digital 5.1',
        formats: ['2D'],
        description:
          'Камерный зал с креслами-реклайнерами и пледами: авторское кино, показы на языке оригинала и кинолекторий.',
        features: ['Кресла-реклайнеры', 'Столики для напитков', 'Показы с субтитрами'],
        photos: [art('halls/malyj-1', 1200, 800, 'Малый зал «Арт» с креслами-реклайнерами')],
        accessible: false,
        wheelchairPlaces: null,
        hearingLoop: false,
        stepFreeEntrance: false,
        accessibleToilet: false,
        audience: 'arthouse',
      },
    ],
    pages: {
      faq: faq('«Октябрь»', [
        {
          id: 'parkovka',
          question: 'Где оставить машину?',
          answer:
            'Рядом с кинотеатром — бесплатная городская парковка на 80 мест со стороны улицы Пушкина. По вечерам пятницы и субботы мест бывает мало: приезжайте заранее.',
        },
        {
          id: 'imax-ochki',
          question: 'Нужно ли покупать очки для 3D и IMAX?',
          answer: 'Нет, очки выдаются бесплатно на входе в зал и сдаются после сеанса.',
        },
      ]),
      about: {
        title: 'О кинотеатре «Октябрь»',
        lead: 'Главный кинотеатр Гомеля с 1958 года: четыре зала, единственный в области IMAX и звук Dolby Atmos.',
        image: art('about/facade', 1200, 800, 'Фасад кинотеатра «Октябрь» вечером'),
        facts: [
          { value: '1958', label: 'год открытия' },
          { value: '4', label: 'зала' },
          { value: '758', label: 'мест' },
          { value: '350 000', label: 'зрителей в год' },
        ],
        content: [
          {
            type: 'paragraph',
            text: '«Октябрь» открылся в 1958 году и с тех пор остаётся одним из любимых мест гомельчан. В здании с колоннами на проспекте Ленина смотрели премьеры несколько поколений горожан.',
          },
          { type: 'heading', level: 2, text: 'Что изменилось' },
          {
            type: 'paragraph',
            text: 'После реконструкции кинотеатр получил четыре зала с цифровой проекцией, зал IMAX с лазерным проектором, звук Dolby Atmos в Красном зале и доступную среду: пандус, лифт и места для зрителей на колясках.',
          },
          {
            type: 'list',
            ordered: false,
            items: [
              'Премьеры в день мирового релиза',
              'Фестивали и ретроспективы',
              'Кинолекторий и встречи с создателями фильмов',
              'Детские праздники и школьные показы',
            ],
          },
          {
            type: 'image',
            image: art('about/foyer', 1200, 800, 'Фойе кинотеатра с кинобаром'),
            caption: 'Фойе и кинобар после реконструкции',
          },
        ],
      },
      services: {
        title: 'Услуги',
        intro:
          'Кроме сеансов по расписанию, мы проводим частные показы, праздники и мероприятия для компаний.',
        services: [
          {
            id: 'arenda-zala',
            title: 'Аренда зала',
            description: 'Показ фильма по вашему выбору, презентация или конференция в зале на 48–320 мест.',
            price: 'от 250 BYN за час',
            image: art('services/arenda-zala', 800, 600, 'Зал, подготовленный к частному показу'),
            orderTopic: 'rent',
          },
          {
            id: 'den-rozhdenija',
            title: 'День рождения в кино',
            description:
              'Сеанс для именинника и гостей, комната для праздника, аниматор и угощение из кинобара.',
            price: 'от 180 BYN',
            image: art('services/den-rozhdenija', 800, 600, 'Праздник в детской комнате кинотеатра'),
            orderTopic: 'events',
          },
          {
            id: 'korporativnye-pokazy',
            title: 'Корпоративные показы',
            description: 'Закрытый показ премьеры для коллектива с фуршетом в фойе.',
            price: 'по запросу',
            image: art('services/korporativnye-pokazy', 800, 600, 'Фуршет в фойе перед показом'),
            orderTopic: 'events',
          },
          {
            id: 'shkolnye-pokazy',
            title: 'Школьные показы',
            description:
              'Утренние сеансы для классов и групп детских садов по специальной цене, с обсуждением фильма.',
            price: '5 BYN за билет',
            image: null,
            orderTopic: 'tickets',
          },
          {
            id: 'reklama-na-ekrane',
            title: 'Реклама на экране',
            description: 'Размещение рекламного ролика перед сеансами во всех залах.',
            price: 'от 300 BYN в неделю',
            image: null,
            orderTopic: 'other',
          },
        ],
      },
      contacts: {
        title: 'Контакты',
        intro: 'Кинотеатр в самом центре Гомеля, в пяти минутах от площади Ленина.',
        address: {
          street: 'проспект Ленина, 10',
          town: 'Гомель',
          region: 'Гомельская область',
          postalCode: '246050',
          lat: 52.4331,
          lng: 30.9906,
        },
        phones: [
          { number: '+375232501010', label: 'Касса' },
          { number: '+375291501010', label: 'Касса (A1)' },
          { number: '+375232501020', label: 'Администратор' },
        ],
        email: 'info@oktyabr.kino.example',
        workingHours: WORKING_HOURS,
        mapUrl: 'https://www.openstreetmap.org/?mlat=52.4331&mlon=30.9906#map=17/52.4331/30.9906',
        directions: [
          'Автобусы 2, 11, 28 и троллейбусы 1, 5, 14 — остановка «Площадь Ленина».',
          'От железнодорожного вокзала — 15 минут пешком по проспекту Ленина.',
          'Бесплатная парковка со стороны улицы Пушкина.',
          TIMES_NOTE,
        ],
        departments: [
          { title: 'Касса', phone: '+375232501010', email: null },
          { title: 'Администратор', phone: '+375232501020', email: 'admin@oktyabr.kino.example' },
          {
            title: 'Аренда залов и мероприятия',
            phone: '+375293501030',
            email: 'events@oktyabr.kino.example',
          },
          { title: 'Отдел кадров', phone: '+375232501040', email: 'hr@oktyabr.kino.example' },
        ],
      },
      hall: hallPage(),
      vacancypage: vacancyPage('hr@oktyabr.kino.example', '+375232501040'),
      certificates: certificatesPage('main', '«Октябрь»'),
    },
  },
  rechitsa: {
    info: {
      cinemaName: 'Кинотеатр «Юность»',
      cinemaLocative: 'в «Юности»',
      cinemaRegion: 'Гомельская область',
      townName: 'Речица',
      phones: [
        { number: '+375234021515', label: 'Касса' },
        { number: '+375447021515', label: 'Касса (A1)' },
      ],
      email: 'info@yunost.kino.example',
      address: {
        street: 'улица Советская, 75',
        town: 'Речица',
        region: 'Гомельская область',
        postalCode: '247500',
        lat: 52.3647,
        lng: 30.3935,
      },
      workingHours: RECHITSA_HOURS,
      social: [
        { network: 'instagram', url: 'https://instagram.com/yunost.rechitsa.example', label: 'Instagram' },
        { network: 'ok', url: 'https://ok.ru/yunost.rechitsa.example', label: 'Одноклассники' },
        { network: 'telegram', url: 'https://t.me/yunost_rechitsa_example', label: 'Telegram-канал' },
      ],
      tagManagerId: null,
      timezone: 'Europe/Minsk',
      formats: ['2D', '3D', 'Dolby Atmos'],
    },
    halls: [
      {
        slug: 'bolshoj',
        name: 'Большой зал',
        seats: 220,
        screen: { widthM: 13, heightM: 5.5, type: 'Перфорированный, серебряный' },
        sound: 'Dolby Atmos',
        formats: ['2D', '3D', 'Dolby Atmos'],
        description: 'Большой зал «Юности» после модернизации: новый экран, кресла и звук Dolby Atmos.',
        features: ['Dolby Atmos', '3D'],
        photos: [art('halls/bolshoj-1', 1200, 800, 'Большой зал кинотеатра «Юность»')],
        accessible: true,
        wheelchairPlaces: 2,
        hearingLoop: true,
        stepFreeEntrance: true,
        accessibleToilet: true,
        audience: 'all',
      },
      {
        slug: 'malyj',
        name: 'Малый зал',
        seats: 90,
        screen: { widthM: 8, heightM: 3.4, type: 'Матовый белый' },
        sound: 'Dolby Digital 7.1',
        formats: ['2D', '3D'],
        description: 'Зал на 90 мест для дневных сеансов и вечерних показов авторского кино.',
        features: ['3D', 'Звук 7.1'],
        photos: [art('halls/malyj-1', 1200, 800, 'Малый зал кинотеатра «Юность»')],
        accessible: false,
        wheelchairPlaces: null,
        hearingLoop: false,
        stepFreeEntrance: false,
        accessibleToilet: false,
        audience: 'all',
      },
      {
        slug: 'detskij',
        name: 'Детский зал «Сказка»',
        seats: 40,
        screen: { widthM: 6, heightM: 2.6, type: 'Матовый белый' },
        sound: 'Dolby Digital 5.1',
        formats: ['2D'],
        description:
          'Зал с мягкими креслами-пуфами и игровой зоной у входа — только для мультфильмов и детских фильмов.',
        features: ['Кресла-пуфы', 'Игровая зона', 'Приглушённый звук для малышей'],
        photos: [art('halls/detskij-1', 1200, 800, 'Детский зал «Сказка» с креслами-пуфами')],
        accessible: true,
        wheelchairPlaces: 2,
        hearingLoop: false,
        stepFreeEntrance: true,
        accessibleToilet: true,
        audience: 'children',
      },
    ],
    pages: {
      faq: faq('«Юность»', [
        {
          id: 'parkovka',
          question: 'Есть ли парковка?',
          answer: 'Да, бесплатная парковка у входа со стороны улицы Советской.',
        },
      ]),
      about: {
        title: 'О кинотеатре «Юность»',
        lead: 'Кинотеатр Речицы на улице Советской: три зала, Dolby Atmos и отдельный детский зал.',
        image: art('about/facade', 1200, 800, 'Фасад кинотеатра «Юность»'),
        facts: [
          { value: '1972', label: 'год открытия' },
          { value: '3', label: 'зала' },
          { value: '350', label: 'мест' },
          { value: '90 000', label: 'зрителей в год' },
        ],
        content: [
          {
            type: 'paragraph',
            text: '«Юность» работает в Речице с 1972 года. Здесь проходят премьеры, школьные показы, детские праздники и встречи киноклуба.',
          },
          { type: 'heading', level: 2, text: 'Модернизация' },
          {
            type: 'paragraph',
            text: 'В Большом зале установлены новый экран и звук Dolby Atmos, а в бывшем фойе второго этажа появился детский зал «Сказка».',
          },
        ],
      },
      services: {
        title: 'Услуги',
        intro: 'Праздники, частные показы и мероприятия в кинотеатре «Юность».',
        services: [
          {
            id: 'arenda-zala',
            title: 'Аренда зала',
            description: 'Частный показ, презентация или собрание в зале на 40–220 мест.',
            price: 'от 120 BYN за час',
            image: art('services/arenda-zala', 800, 600, 'Зал кинотеатра «Юность», подготовленный к показу'),
            orderTopic: 'rent',
          },
          {
            id: 'den-rozhdenija',
            title: 'День рождения в детском зале',
            description: 'Мультфильм для именинника и друзей в зале «Сказка» и чаепитие в игровой зоне.',
            price: 'от 90 BYN',
            image: art('services/den-rozhdenija', 800, 600, 'Праздник в детском зале «Сказка»'),
            orderTopic: 'events',
          },
          {
            id: 'shkolnye-pokazy',
            title: 'Школьные показы',
            description: 'Утренние сеансы для классов по специальной цене.',
            price: '4 BYN за билет',
            image: null,
            orderTopic: 'tickets',
          },
        ],
      },
      contacts: {
        title: 'Контакты',
        intro: 'Кинотеатр в центре Речицы, рядом с Центральной площадью.',
        address: {
          street: 'улица Советская, 75',
          town: 'Речица',
          region: 'Гомельская область',
          postalCode: '247500',
          lat: 52.3647,
          lng: 30.3935,
        },
        phones: [
          { number: '+375234021515', label: 'Касса' },
          { number: '+375447021515', label: 'Касса (A1)' },
        ],
        email: 'info@yunost.kino.example',
        workingHours: RECHITSA_HOURS,
        mapUrl: 'https://www.openstreetmap.org/?mlat=52.3647&mlon=30.3935#map=17/52.3647/30.3935',
        directions: [
          'Городские автобусы 1, 3, 7 — остановка «Центральная площадь».',
          'От автовокзала — 10 минут пешком.',
          TIMES_NOTE,
        ],
        departments: [
          { title: 'Касса', phone: '+375234021515', email: null },
          { title: 'Директор', phone: '+375234021520', email: 'director@yunost.kino.example' },
          { title: 'Отдел кадров', phone: '+375234021525', email: 'hr@yunost.kino.example' },
        ],
      },
      hall: hallPage(),
      vacancypage: vacancyPage('hr@yunost.kino.example', '+375234021525'),
      certificates: certificatesPage('rechitsa', '«Юность»'),
    },
  },
};
