// The content service's tables: content of both towns (one row set per town) and visitors' applications.
import { DEFAULT_HALL_CLEANING_MINUTES } from '@kino/api/cinema-time';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { passwordResetTokens, staffAccounts } from './staff-schema.ts';

// Content is stored as `json`, not `jsonb`: it is only read back whole, and `json` keeps the key order of the
// contract, so answers read like the contract's examples.

/** PostgreSQL bytea; node-postgres hands out a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What every item staff edit carries: draft or published (the site shows only published items; rows from before
 * the staff workspace are published), when it was made and changed, and by whom (an e-mail; null for demo content).
 */
const editable = () => ({
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('published'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** When the service publishes a draft by itself («Опубликовать в…»); null when nothing is scheduled. */
const scheduled = () => ({ publishAt: ts('publish_at') });

/** Per town: the version every cached answer and ETag hangs on, and the cinema day the schedule was built for. */
export const contentState = pgTable('content_state', {
  town: text('town').primaryKey(),
  version: integer('version').notNull().default(1),
  scheduleDay: date('schedule_day', { mode: 'string' }),
  seededAt: ts('seeded_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Site information (`info`) of a town, without the `town` field. */
export const siteInfo = pgTable('site_info', {
  town: text('town').primaryKey(),
  data: json('data').notNull(),
  /** The ticket address of sessions without their own; `{session}` stands for the session's id. */
  ticketUrlTemplate: text('ticket_url_template'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * Fixed pages (faq, about, services, contacts, hall, vacancypage, certificates) as their contract shape; the items of
 * the services, certificates and FAQ pages are rows of their own tables, not part of `data`.
 */
export const pages = pgTable(
  'pages',
  {
    town: text('town').notNull(),
    key: text('key').notNull(),
    data: json('data').notNull(),
    ...editable(),
  },
  (t) => [primaryKey({ columns: [t.town, t.key] })],
);

/** The services page's services (contract Service), in their order. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: text('price'),
    image: json('image'),
    orderTopic: text('order_topic'),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('services_town_slug').on(t.town, t.slug)],
);

/** The certificates page's gift certificates (contract Certificate), in their order. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    nominal: json('nominal').notNull(),
    description: text('description').notNull(),
    image: json('image').notNull(),
    validityDays: integer('validity_days').notNull(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('certificates_town_slug').on(t.town, t.slug)],
);

/** The FAQ page's questions; the page groups them by `groupTitle` in the order of their positions. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    groupTitle: text('group_title').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('faq_items_town_slug').on(t.town, t.slug)],
);

export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    seats: integer('seats').notNull(),
    formats: json('formats').$type<string[]>().notNull(),
    accessible: boolean('accessible').notNull(),
    /** Access features beyond the wheelchair (issue 35): places counted, hearing loop, step-free way in, toilet. */
    wheelchairPlaces: integer('wheelchair_places'),
    hearingLoop: boolean('hearing_loop').notNull().default(false),
    stepFreeEntrance: boolean('step_free_entrance').notNull().default(false),
    accessibleToilet: boolean('accessible_toilet').notNull().default(false),
    /** Minutes the hall needs between one session's end and the next one's start (cleaning, letting people out). */
    cleaningMin: integer('cleaning_min').notNull().default(DEFAULT_HALL_CLEANING_MINUTES),
    /** screen, sound, description, features, photos */
    details: json('details').notNull(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('halls_town_slug').on(t.town, t.slug)],
);

export const filmCategories = pgTable(
  'film_categories',
  {
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.town, t.slug] })],
);

export const films = pgTable(
  'films',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    originalTitle: text('original_title'),
    ageRating: text('age_rating').notNull(),
    durationMin: integer('duration_min').notNull(),
    /** Null when staff left it empty (the site shows no year then). */
    year: integer('year'),
    director: text('director').notNull(),
    genres: json('genres').$type<string[]>().notNull(),
    countries: json('countries').$type<string[]>().notNull(),
    cast: json('cast').$type<string[]>().notNull(),
    description: text('description').notNull(),
    poster: json('poster').notNull(),
    /** Frames from the film (contract Image[]), shown on its page. */
    stills: json('stills').notNull().default([]),
    trailer: json('trailer'),
    /** Formats the copy exists in (2D, 3D, IMAX…); sessions pick one their hall supports. */
    formats: json('formats').$type<string[]>().notNull(),
    categories: json('categories').$type<string[]>().notNull(),
    isPremier: boolean('is_premier').notNull(),
    /** Premiere relative to the current cinema day; premiere_date is recomputed from it every cinema day. */
    premiereOffsetDays: integer('premiere_offset_days'),
    premiereDate: date('premiere_date', { mode: 'string' }),
    /** How many sessions the film gets relative to others (1 = ordinary). */
    weight: integer('weight').notNull().default(2),
    /** A demo film: the demo schedule gives it sessions. Films staff add never get demo sessions. */
    demo: boolean('demo').notNull().default(false),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('films_town_slug').on(t.town, t.slug)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    town: text('town').notNull(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
    cinemaDay: date('cinema_day', { mode: 'string' }).notNull(),
    format: text('format').notNull(),
    language: text('language').notNull(),
    subtitles: text('subtitles'),
    wheelchair: boolean('wheelchair').notNull(),
    audioDescription: boolean('audio_description').notNull(),
    hardOfHearingSubtitles: boolean('hard_of_hearing_subtitles').notNull(),
    /** Softer sound, lights not fully dimmed, moving about allowed. */
    sensoryFriendly: boolean('sensory_friendly').notNull().default(false),
    /** For parents with babies: quieter sound, dim light. */
    parentAndBaby: boolean('parent_and_baby').notNull().default(false),
    /** Price in kopecks, so no float rounding in the database. */
    priceKopecks: integer('price_kopecks').notNull(),
    soldOut: boolean('sold_out').notNull(),
    /** Who made it: the demo schedule only ever creates and deletes `demo` sessions. */
    source: text('source', { enum: ['demo', 'staff', 'import'] })
      .notNull()
      .default('demo'),
    /** The ticketing system's id of an imported session, matched by later imports. */
    externalId: text('external_id'),
    /** Its own ticket address; null uses the town's template. */
    ticketUrl: text('ticket_url'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_town_day').on(t.town, t.cinemaDay),
    index('sessions_film').on(t.filmId),
    index('sessions_hall_day').on(t.hallId, t.cinemaDay),
  ],
);

export const eventCategories = pgTable(
  'event_categories',
  {
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.town, t.slug] })],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    categorySlug: text('category_slug').notNull(),
    title: text('title').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    /**
     * Demo events only: the start relative to the current cinema day ("+3 days at 18:00"), so the demo always has
     * coming events. Null for events staff date (and for demo events once staff edit them).
     */
    dayOffset: integer('day_offset'),
    startTime: text('start_time'),
    durationMin: integer('duration_min'),
    venue: text('venue').notNull(),
    image: json('image').notNull(),
    excerpt: text('excerpt').notNull(),
    content: json('content').notNull(),
    ageRating: text('age_rating').notNull(),
    priceFrom: json('price_from'),
    ticketUrl: text('ticket_url'),
    filmSlug: text('film_slug'),
    ...editable(),
    ...scheduled(),
  },
  (t) => [
    uniqueIndex('events_town_slug').on(t.town, t.slug),
    index('events_town_starts').on(t.town, t.startsAt),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    publishedAt: ts('published_at').notNull(),
    /** Not dated by staff: `published_at` becomes the moment it is published (then this is false). */
    dateAuto: boolean('date_auto').notNull().default(false),
    image: json('image').notNull(),
    content: json('content').notNull(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [
    uniqueIndex('news_town_slug').on(t.town, t.slug),
    index('news_town_published').on(t.town, t.publishedAt),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    position: integer('position').notNull(),
    content: json('content').notNull(),
    file: json('file'),
    /** updatedAt is also the document's public "revised" date. */
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('documents_town_slug').on(t.town, t.slug)],
);

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    employment: text('employment').notNull(),
    schedule: text('schedule').notNull(),
    salary: json('salary'),
    summary: text('summary').notNull(),
    publishedAt: ts('published_at').notNull(),
    duties: json('duties').$type<string[]>().notNull(),
    requirements: json('requirements').$type<string[]>().notNull(),
    conditions: json('conditions').$type<string[]>().notNull(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [uniqueIndex('vacancies_town_slug').on(t.town, t.slug)],
);

/**
 * An item's history: its row as it was after each save (row_to_json), the last ITEM_VERSIONS_KEPT per item. Kept
 * while the item is in the trash; deleted with it when the trash is purged.
 */
export const itemVersions = pgTable(
  'item_versions',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    /** The admin API's collection (films, news, …). */
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    savedAt: ts('saved_at').notNull(),
    /** E-mail of who saved it; null for demo content. */
    savedBy: text('saved_by'),
    title: text('title').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    row: json('row').notNull(),
  },
  (t) => [index('item_versions_item').on(t.town, t.collection, t.itemId)],
);

/** «Корзина»: deleted items, each its whole row (row_to_json), restored with json_populate_record; purged after 30 days. */
export const trash = pgTable(
  'trash',
  {
    id: serial('id').primaryKey(),
    town: text('town').notNull(),
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    deletedAt: ts('deleted_at').notNull(),
    deletedBy: text('deleted_by'),
    row: json('row').notNull(),
  },
  (t) => [index('trash_town_deleted').on(t.town, t.deletedAt)],
);

// Staff accounts and sessions, audit log, preview tokens, uploaded images, session imports.
export * from './staff-schema.ts';

/**
 * Visitors' applications (vacancy and callback): written by the public forms, read and handled by staff in the
 * workspace's inbox (admin API), deleted by the retention job when their time is up.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    town: text('town').notNull(),
    kind: text('kind', { enum: ['vacancy', 'callback'] }).notNull(),
    vacancySlug: text('vacancy_slug'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** The remaining fields of the form (message, preferredTime, topic, comment). */
    fields: json('fields').notNull(),
    /** The CV's bytes on PostgreSQL (and in rows PGlite stored before decision 045); null when it is a file. */
    cv: bytea('cv'),
    /** The CV's file in the embedded database's file store (src/db/files.ts), written before the row. */
    cvFile: text('cv_file'),
    cvMime: text('cv_mime'),
    cvFilename: text('cv_filename'),
    cvSize: integer('cv_size'),
    /** SHA-256 of the CV's bytes, hex. */
    cvSha256: text('cv_sha256'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the submitted body (and CV), to tell a retry from a different submission under the same key. */
    bodyHash: text('body_hash').notNull(),
    receivedAt: ts('received_at').notNull().default(sql`now()`),
    /** Where staff are with it (the inbox). */
    status: text('status', { enum: ['new', 'in_progress', 'done'] })
      .notNull()
      .default('new'),
    /** The last status change or note; null until staff touch it. */
    updatedAt: ts('updated_at'),
    /** The consent text's version the visitor agreed to, and when; null for rows stored before it was recorded. */
    consentVersion: text('consent_version'),
    consentAt: ts('consent_at'),
  },
  (t) => [
    uniqueIndex('applications_idempotency').on(t.town, t.kind, t.idempotencyKey),
    index('applications_received').on(t.receivedAt),
    index('applications_town_received').on(t.town, t.receivedAt),
  ],
);

/** Status changes and notes of an application, by whom; deleted with it. */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'done'] }).notNull(),
    note: text('note'),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept when the account is deleted. */
    actorEmail: text('actor_email'),
  },
  (t) => [index('application_history_application').on(t.applicationId)],
);

/**
 * Who read or handled visitors' personal data: every inbox page, view, CV download, export, status change and
 * deletion, and the retention job's deletions. Names applications by id only, and outlives them (no foreign key).
 */
export const personalDataLog = pgTable(
  'personal_data_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action', {
      enum: ['list', 'view', 'cv', 'export', 'status', 'delete', 'expire'],
    }).notNull(),
    town: text('town').notNull(),
    applicationId: uuid('application_id'),
    detail: text('detail'),
  },
  (t) => [index('personal_data_log_at').on(t.at), index('personal_data_log_application').on(t.applicationId)],
);

/**
 * The e-mails still to send — one per new application, password reset links and notices to staff — written in the application's transaction and
 * drained by every instance (`FOR UPDATE SKIP LOCKED`). `next_attempt_at` is also the lease of an instance sending
 * it; a sent row is deleted, and a row goes with its application.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** An application's notification; null for a password reset e-mail or a notice to staff. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /**
     * A password reset e-mail (decision 100): its link's hash, and the token itself until the e-mail is sent (the
     * row is deleted then, and goes with the link's row).
     */
    resetTokenHash: text('reset_token_hash').references(() => passwordResetTokens.tokenHash, {
      onDelete: 'cascade',
    }),
    resetToken: text('reset_token'),
    /** A notice to staff (a failed schedule sync, decision 110): its town (the recipient is the town's address) and text. */
    town: text('town'),
    subject: text('subject'),
    body: text('body'),
    createdAt: ts('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    /** The last failure's first line (an SMTP error), for whoever looks at a stuck row. */
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due').on(t.nextAttemptAt)],
);

/**
 * The applications' rate limit, shared by every instance of the service: one row per client and window (a fixed
 * one-minute window from its first application), counted with an atomic upsert. The key is a hash of the client's
 * address, not the address. Expired rows are swept by the instances as they count.
 */
export const applicationRateLimits = pgTable('application_rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: ts('reset_at').notNull(),
});

/**
 * Per town, the ticketing system's export the schedule is synced from (decision 110). `next_run_at` is the lease:
 * an instance claims a due row by moving it an interval ahead in one `UPDATE … RETURNING`, so one pull per interval
 * runs across every instance.
 */
export const scheduleSyncs = pgTable('schedule_syncs', {
  town: text('town').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  url: text('url').notNull().default(''),
  format: text('format', { enum: ['csv', 'json'] })
    .notNull()
    .default('csv'),
  intervalMin: integer('interval_min').notNull().default(60),
  nextRunAt: ts('next_run_at'),
  /** The last pull's outcome (the contract's ScheduleSyncRun). */
  lastRun: json('last_run'),
  /** The first failure of the current streak; null after a success. The e-mail goes when it is set. */
  failingSince: ts('failing_since'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
