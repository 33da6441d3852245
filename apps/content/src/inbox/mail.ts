// Notification e-mails of new applications, and staff notices (a failed schedule sync): a durable outbox in the
// database, drained by every instance with retries.
import { formatDateTime } from '@kino/api/cinema-time';
import { FALLBACK_TOWN_NAMES, type Town } from '@kino/api/towns';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '#src/db/client.ts';
import {
  applications,
  mailOutbox,
  passwordResetTokens,
  siteInfo,
  staffAccounts,
  vacancies,
} from '#src/db/schema.ts';
import { loggedError } from '#src/runtime/logged-error.ts';
import { resetMail } from '#src/staff/password-resets.ts';

export interface MailSettings {
  /** nodemailer's connection URL: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string;
  /** The sender, e.g. `Кинотеатр <noreply@kino.example>`. */
  from: string;
  /** Who is told of each town's applications; a town without an address sends nothing. */
  recipients: Partial<Record<Town, string>>;
  /** The staff workspace's address (`…/admin`): the e-mail links to its inbox item, `<workspaceUrl>/inbox/<town>/<id>`. */
  workspaceUrl: string;
  /** How often the outbox is looked at besides right after an application (default 30 s). */
  pollMs?: number;
  /** The first retry's delay, doubled with each failure up to `retryMaxMs` (defaults 1 min and 1 h). */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/** How long a claimed row is left to its instance before another may take it (a send that died with its process). */
const LEASE_MS = 5 * 60_000;
/** Rows one round claims. */
const BATCH = 10;
/** A stuck SMTP server must not hold a round for minutes. */
const SMTP_TIMEOUT_MS = 20_000;

const KIND_TEXTS = {
  callback: { subject: 'Новая заявка на обратный звонок', arrived: 'пришла заявка на обратный звонок' },
  vacancy: { subject: 'Новый отклик на вакансию', arrived: 'пришёл отклик на вакансию' },
} as const;

export interface Notification {
  applicationId: string;
  town: Town;
  kind: 'callback' | 'vacancy';
  receivedAt: Date;
  vacancyTitle: string | null;
  /** The town's display name from its content (Info.townName); the shared fallback name when it has none. */
  townName: string | null;
}

/**
 * The e-mail of one application: what arrived, where, when, and the link to it. No name, phone, text or CV: mail
 * passes through servers the cinema does not run, and the policy promises the data goes to nobody else (ADR 012).
 */
export function notificationMail(n: Notification, workspaceUrl: string) {
  const town = n.townName || FALLBACK_TOWN_NAMES[n.town];
  const texts = KIND_TEXTS[n.kind];
  const link = `${workspaceUrl.replace(/\/+$/, '')}/inbox/${n.town}/${n.applicationId}`;
  const lines = [
    `На сайт кинотеатра (${town}) ${texts.arrived}${n.vacancyTitle ? ` «${n.vacancyTitle}»` : ''}.`,
    '',
    `Получена: ${formatDateTime(n.receivedAt)} (время минское).`,
    `Открыть во входящих: ${link}`,
    '',
    'Имя, телефон и резюме в письмо не включены: они во входящих рабочего места, после входа.',
  ];
  return {
    subject: `${texts.subject} — ${town}`,
    text: lines.join('\n'),
  };
}

export interface Outbox {
  /** Whether e-mail is sent at all (password reset links need it). */
  sends: boolean;
  /** Whether a town's applications are e-mailed (an outbox row is written with each). */
  notifies(town: Town): boolean;
  /** An application was stored: look at the outbox now rather than at the next poll. */
  kick(): void;
  /** One round: sends what is due; answers how many were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Mail switched off (no SMTP_URL): nothing is queued, nothing runs. */
export const NO_OUTBOX: Outbox = {
  sends: false,
  notifies: () => false,
  kick: () => undefined,
  drain: async () => 0,
  stop: async () => undefined,
};

/**
 * Queues a notice to a town's staff address (sent by the outbox like an application's e-mail, with its retries).
 * The text must carry no personal data: it is stored and passes through mail servers the cinema does not run.
 */
export async function queueNotice(
  db: Db,
  notice: { town: Town; subject: string; text: string; at: Date },
): Promise<void> {
  await db.insert(mailOutbox).values({
    town: notice.town,
    subject: notice.subject,
    body: notice.text,
    createdAt: notice.at,
    nextAttemptAt: notice.at,
  });
}

export function startOutbox(options: {
  db: Db;
  settings: MailSettings;
  now(): Date;
  log: FastifyBaseLogger;
}): Outbox {
  const { db, settings, now, log } = options;
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const retryBase = settings.retryBaseMs ?? 60_000;
  const retryMax = settings.retryMaxMs ?? 3_600_000;
  const backoff = (attempts: number) => Math.min(retryMax, retryBase * 2 ** Math.max(0, attempts - 1));

  /**
   * Takes the due rows for this instance: their `next_attempt_at` moves a lease ahead in the same statement, and
   * rows another instance is taking are skipped, not waited for. The e-mail is sent outside any transaction, so a
   * slow SMTP server holds no lock (on PGlite a transaction would hold the whole database).
   */
  async function claim(at: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(lte(mailOutbox.nextAttemptAt, at))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        applicationId: mailOutbox.applicationId,
        resetTokenHash: mailOutbox.resetTokenHash,
        resetToken: mailOutbox.resetToken,
        town: mailOutbox.town,
        subject: mailOutbox.subject,
        body: mailOutbox.body,
        attempts: mailOutbox.attempts,
      });
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** A reset link's e-mail: to the account's address, while the link is unused and valid. */
  async function resetOf(row: Claimed) {
    if (!row.resetTokenHash || !row.resetToken) return null;
    const [link] = await db
      .select({
        email: staffAccounts.email,
        usedAt: passwordResetTokens.usedAt,
        expiresAt: passwordResetTokens.expiresAt,
      })
      .from(passwordResetTokens)
      .innerJoin(staffAccounts, eq(staffAccounts.id, passwordResetTokens.accountId))
      .where(eq(passwordResetTokens.tokenHash, row.resetTokenHash));
    if (!link || link.usedAt || link.expiresAt <= now()) return null;
    return { to: link.email, ...resetMail(row.resetToken, settings.workspaceUrl) };
  }

  /** What a claimed row sends: an application's notification, a reset link or a notice; null when there is nothing to send. */
  async function messageOf(row: Claimed) {
    if (row.applicationId === null && row.resetTokenHash === null) {
      // A notice to staff (a failed schedule sync): its own text, to the town's address.
      const to = row.town ? settings.recipients[row.town as Town] : undefined;
      return to && row.subject && row.body !== null
        ? { to, subject: row.subject, text: row.body, what: { town: row.town, kind: 'notice' } }
        : null;
    }
    if (row.applicationId === null) {
      const reset = await resetOf(row);
      return reset ? { ...reset, what: { kind: 'password-reset' } } : null;
    }
    const notification = await notificationOf(row.applicationId);
    const to = notification ? settings.recipients[notification.town] : undefined;
    if (!notification || !to) return null;
    return {
      to,
      ...notificationMail(notification, settings.workspaceUrl),
      what: { town: notification.town, kind: notification.kind },
    };
  }

  async function notificationOf(applicationId: string): Promise<Notification | null> {
    const [row] = await db
      .select({
        town: applications.town,
        kind: applications.kind,
        receivedAt: applications.receivedAt,
        vacancyTitle: vacancies.title,
        townName: sql<string | null>`${siteInfo.data}->>'townName'`,
      })
      .from(applications)
      .leftJoin(siteInfo, eq(siteInfo.town, applications.town))
      .leftJoin(
        vacancies,
        and(eq(vacancies.town, applications.town), eq(vacancies.slug, applications.vacancySlug)),
      )
      .where(eq(applications.id, applicationId));
    return row ? { applicationId, ...row, town: row.town as Town } : null;
  }

  async function sendOne(row: Claimed): Promise<boolean> {
    const message = await messageOf(row);
    if (!message) {
      // Deleted meanwhile (the row would have gone with it), the town's address was removed, or the reset link was
      // used or expired: nothing to send.
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      return false;
    }
    const { what, ...mail } = message;
    try {
      await transport.sendMail({ from: settings.from, ...mail });
    } catch (error) {
      const delay = backoff(row.attempts);
      const logged = loggedError(error);
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now().getTime() + delay), lastError: logged.message })
        .where(eq(mailOutbox.id, row.id));
      log.warn(
        { err: error, outboxId: row.id, attempts: row.attempts, retryInMs: delay },
        'notification e-mail failed; will retry',
      );
      return false;
    }
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    // Never the address: it is personal data (a staff member's e-mail).
    log.info({ outboxId: row.id, ...what }, 'notification e-mail sent');
    return true;
  }

  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(now());
      for (const row of rows) if (await sendOne(row)) sent++;
      if (rows.length < BATCH || stopped) return sent;
    }
  }

  /** One round at a time per instance; a kick during a round makes another round after it. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail outbox round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void drain();
        }
      });
    return running;
  }

  const timer = setInterval(() => void drain(), settings.pollMs ?? 30_000);
  timer.unref();
  void drain();

  return {
    sends: true,
    notifies: (town) => Boolean(settings.recipients[town]),
    kick: () => {
      if (!stopped) setImmediate(() => void drain());
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
