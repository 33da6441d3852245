// The staff workspace's tables: accounts, sessions, sign-in throttling, audit log, preview tokens, images, imports.
import {
  boolean,
  customType,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PostgreSQL bytea; node-postgres hands out a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** Lower case; the sign-in name. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['admin', 'editor', 'hr'] }).notNull(),
  /** The towns an editor works on; admins work on every town whatever this says. */
  towns: json('towns').$type<string[]>().notNull(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  lastSignInAt: ts('last_sign_in_at'),
  /**
   * The password was set by an admin (a new account, a temporary password): until its owner sets their own, their
   * session may do nothing else (decision 100).
   */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

/**
 * One-time password reset links (decision 100): the SHA-256 of a random token, the account, valid for an hour, used
 * once (`usedAt`). The token itself is only in the e-mail.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_reset_tokens_account').on(t.accountId)],
);

/** Server-side sessions: only the SHA-256 of the cookie's random token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    /** Moved forward by calls (at most once a minute): the idle expiry counts from it. */
    lastSeenAt: ts('last_seen_at').notNull(),
    /** The absolute expiry. */
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('staff_sessions_account').on(t.accountId)],
);

/**
 * Failed sign-ins per account from one address (`account:<email>|address:<ip>`) and per client address
 * (`address:<ip>`), shared by every instance
 * of the service: after a few failures each further try must wait until `lockedUntil`.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: ts('last_failure_at').notNull(),
  lockedUntil: ts('locked_until'),
});

/** Every staff write: who, when, which operation on which item, and the changed fields before/after (shortened). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept when the account is deleted. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    town: text('town'),
    kind: text('kind'),
    itemId: text('item_id'),
    summary: text('summary').notNull(),
    changes: json('changes')
      .$type<Array<{ field: string; before: string | null; after: string | null }>>()
      .notNull(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_account').on(t.accountId)],
);

/** Preview links of drafts: the SHA-256 of a random token, the one item it shows, and until when. */
export const previewTokens = pgTable('preview_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  town: text('town').notNull(),
  kind: text('kind').notNull(),
  itemId: text('item_id').notNull(),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  expiresAt: ts('expires_at').notNull(),
});

/** Uploaded images; their resized forms are `image_variants`. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey(),
  town: text('town').notNull(),
  /** image/jpeg, image/png or image/webp, as sniffed from the bytes. */
  originalType: text('original_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull(),
  /** The uploaded file's name as the browser sent it (the media library searches it); null for older uploads. */
  fileName: text('file_name'),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

/** A previewed session import: what applying it will do, kept until applied or expired. */
export const sessionImports = pgTable('session_imports', {
  id: uuid('id').primaryKey(),
  town: text('town').notNull(),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  appliedAt: ts('applied_at'),
  fileName: text('file_name'),
  /** The preview as answered, and the planned writes with the state of each session they touch. */
  plan: json('plan').notNull(),
});
