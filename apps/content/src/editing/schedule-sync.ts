// The schedule syncs itself (decision 110): per town, the ticketing system's export is pulled every interval on one
// instance, read and applied as the session import would, and a failure is shown to staff and e-mailed once a streak.

import { FALLBACK_TOWN_NAMES } from '@kino/api/towns';
import type { ScheduleSync, ScheduleSyncInput, ScheduleSyncRun, Town } from '@kino/api/types';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/client.ts';
import { scheduleSyncs, sessionImports, siteInfo } from '#src/db/schema.ts';
import { queueNotice } from '#src/inbox/mail.ts';
import { InvalidInputError } from '#src/publishing/errors.ts';
import { ConflictError } from '#src/staff/errors.ts';
import type { EditContext, WriteContext } from './context.ts';
import { audit } from './context.ts';
import { applyImport, previewImport } from './session-import.ts';

type SyncRow = typeof scheduleSyncs.$inferSelect;

export interface SyncLimits {
  /** A pull that has not finished (headers and body) by then fails. */
  timeoutMs: number;
  /** A larger export fails without being read through (the import route's own body limit). */
  maxBytes: number;
}

export const DEFAULT_SYNC_LIMITS: SyncLimits = { timeoutMs: 20_000, maxBytes: 4 * 1024 * 1024 };
/** How often each instance looks for a due sync. */
const POLL_MS = 30_000;
/** Row errors kept with a run (the first ones: staff fix the file, not read a list of 5,000). */
const KEPT_ERRORS = 20;

const view = (row: SyncRow): ScheduleSync => ({
  town: row.town as Town,
  enabled: row.enabled,
  url: row.url,
  format: row.format,
  intervalMinutes: row.intervalMin,
  nextRunAt: row.enabled && row.nextRunAt ? row.nextRunAt.toISOString() : null,
  lastRun: (row.lastRun as ScheduleSyncRun | null) ?? null,
  failingSince: row.failingSince?.toISOString() ?? null,
});

const NOT_SET_UP = (town: Town): ScheduleSync => ({
  town,
  enabled: false,
  url: '',
  format: 'csv',
  intervalMinutes: 60,
  nextRunAt: null,
  lastRun: null,
  failingSince: null,
});

/** The town's sync as stored; null when it was never set up. */
export async function findSync(db: Db, town: Town): Promise<ScheduleSync | null> {
  const [row] = await db.select().from(scheduleSyncs).where(eq(scheduleSyncs.town, town));
  return row ? view(row) : null;
}

export const getSync = async (db: Db, town: Town) => (await findSync(db, town)) ?? NOT_SET_UP(town);

/**
 * An http(s) address without credentials in it. Private and local addresses are allowed on purpose: the ticketing
 * system often runs in the cinema's own network, and only the town's admins and editors can set the address
 * (decision 110); redirects are not followed, and what the address answers is never shown back, only its status.
 */
function checkUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Укажите полный адрес выгрузки, например https://tickets.example/export.csv.';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'Адрес выгрузки начинается с http:// или https://.';
  if (parsed.username || parsed.password) return 'Адрес без логина и пароля в нём.';
  return null;
}

export async function updateSync(ctx: EditContext, input: ScheduleSyncInput): Promise<ScheduleSync> {
  const url = input.url.trim();
  if (input.enabled || url !== '') {
    const problem = checkUrl(url);
    if (problem) throw new InvalidInputError([{ field: 'body.url', message: problem }]);
  }
  const before = await findSync(ctx.db, ctx.town);
  const values = {
    enabled: input.enabled,
    url,
    format: input.format,
    intervalMin: input.intervalMinutes,
    // Saved enabled settings are pulled at once: staff see at once whether the address works.
    nextRunAt: input.enabled ? ctx.now : null,
    updatedAt: ctx.now,
    updatedBy: ctx.staff.email,
  };
  const [row] = await ctx.db
    .insert(scheduleSyncs)
    .values({ town: ctx.town, ...values })
    .onConflictDoUpdate({ target: scheduleSyncs.town, set: values })
    .returning();
  await audit(ctx, {
    kind: 'schedule-sync',
    itemId: ctx.town,
    summary: input.enabled
      ? `Синхронизация расписания: ${url}, каждые ${input.intervalMinutes} мин`
      : 'Синхронизация расписания выключена',
    before: before && { enabled: before.enabled, url: before.url, intervalMinutes: before.intervalMinutes },
    after: { enabled: input.enabled, url, intervalMinutes: input.intervalMinutes },
  });
  return view(row!);
}

/** A pull that did not bring a file: the message says why in staff's words. */
class PullError extends Error {}

/** The export's bytes: a 2xx within the time limit and no larger than the cap, else a PullError. */
export async function pull(url: string, limits: SyncLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const seconds = Math.round(limits.timeoutMs / 1000);
  const tooBig = () =>
    new PullError(`Файл больше ${Math.round(limits.maxBytes / 1024 / 1024)} МБ: он не загружен.`);
  const failed = (error: unknown) => {
    if (error instanceof PullError) return error;
    if (signal.aborted) return new PullError(`Сервер выгрузки не ответил за ${seconds} с.`);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return new PullError(`Сервер выгрузки недоступен${cause ? ` (${cause})` : ''}.`);
  };
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'manual',
      headers: { accept: 'text/csv, application/json;q=0.9, */*;q=0.5' },
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new PullError(
        `Сервер выгрузки перенаправляет на другой адрес (HTTP ${response.status}): укажите конечный адрес.`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PullError(`Сервер выгрузки ответил ошибкой HTTP ${response.status}.`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await response.body?.cancel();
      throw tooBig();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > limits.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooBig();
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    throw failed(error);
  }
}

const townNameOf = async (db: Db, town: Town) => {
  const [row] = await db
    .select({ name: sql<string | null>`${siteInfo.data}->>'townName'` })
    .from(siteInfo)
    .where(eq(siteInfo.town, town));
  return row?.name || FALLBACK_TOWN_NAMES[town];
};

export interface SyncDeps {
  db: Db;
  publicUrl: string;
  limits: SyncLimits;
  /** Whether the town's staff get e-mails (the outbox has its address). */
  notifies(town: Town): boolean;
  /** A notice was queued: the outbox looks now. */
  kick(): void;
  /** The schedule changed: cached answers are made anew. */
  onApplied(): void;
  log: FastifyBaseLogger;
}

/** Pulls and applies one town's export as claimed; records the outcome and starts a failure streak's e-mail. */
export async function runSync(deps: SyncDeps, row: SyncRow, at: Date): Promise<ScheduleSync> {
  const town = row.town as Town;
  const ctx: WriteContext = {
    db: deps.db,
    town,
    publicUrl: deps.publicUrl,
    staff: null,
    now: at,
    action: 'scheduleSync',
  };
  const outcome = (
    status: ScheduleSyncRun['status'],
    message: string,
    extra: Partial<ScheduleSyncRun> = {},
  ): ScheduleSyncRun => ({
    at: at.toISOString(),
    status,
    message,
    added: 0,
    changed: 0,
    removed: 0,
    errors: [],
    ...extra,
  });
  let run: ScheduleSyncRun;
  let importId: string | null = null;
  try {
    const file = await pull(row.url, deps.limits);
    const preview = await previewImport(ctx, {
      format: row.format,
      encoding: 'base64',
      content: file.toString('base64'),
      fileName: row.url.slice(0, 255),
      // The ticketing system is the truth for each hall-day its export names: a session it dropped goes.
      replace: true,
    });
    importId = preview.id;
    const { counts } = preview;
    if (!preview.canApply) {
      const errors = preview.rows.flatMap((r) =>
        r.errors.map((e) => `${r.line ? `Строка ${r.line}` : `Запись ${r.row}`}, «${e.field}»: ${e.message}`),
      );
      run = outcome('invalid', `В файле ошибок: ${counts.error}. Расписание не изменено.`, {
        errors: errors.slice(0, KEPT_ERRORS),
      });
    } else if (counts.add + counts.change + counts.remove === 0)
      run = outcome('unchanged', `Изменений нет (сеансов в файле: ${counts.unchanged}).`);
    else {
      const result = await applyImport(ctx, preview.id, 'Синхронизация расписания');
      deps.onApplied();
      run = outcome(
        'applied',
        `Применено: добавлено ${result.added}, изменено ${result.changed}, удалено ${result.removed}.`,
        result,
      );
    }
  } catch (error) {
    if (error instanceof PullError) run = outcome('failed', error.message);
    else if (error instanceof InvalidInputError)
      run = outcome('invalid', `Файл не читается: ${error.errors.map((f) => f.message).join(' ')}`);
    else if (error instanceof ConflictError)
      run = outcome('invalid', `${error.message} Расписание не изменено.`);
    else {
      deps.log.error({ err: error, town }, 'schedule sync failed');
      run = outcome('failed', 'Синхронизация не удалась из-за ошибки сервиса (подробности в его журнале).');
    }
  }
  // The sync's preview is not for staff to apply: only the audit entry stays of it.
  if (importId) await deps.db.delete(sessionImports).where(eq(sessionImports.id, importId));
  const failed = run.status === 'failed' || run.status === 'invalid';
  // The streak starts when a failure finds none going on: that one statement decides it, on any instance.
  const started =
    failed &&
    (
      await deps.db
        .update(scheduleSyncs)
        .set({ failingSince: at })
        .where(and(eq(scheduleSyncs.town, town), isNull(scheduleSyncs.failingSince)))
        .returning({ town: scheduleSyncs.town })
    ).length > 0;
  const [stored] = await deps.db
    .update(scheduleSyncs)
    .set(failed ? { lastRun: run } : { lastRun: run, failingSince: null })
    .where(eq(scheduleSyncs.town, town))
    .returning();
  deps.log[failed ? 'warn' : 'info']({ town, status: run.status }, 'schedule sync');
  // This failure started the streak: staff are told once, until a pull succeeds again.
  if (started && deps.notifies(town)) {
    const name = await townNameOf(deps.db, town);
    await queueNotice(deps.db, {
      town,
      at,
      subject: `Синхронизация расписания не удалась — ${name}`,
      text: [
        `Синхронизация расписания (${name}) с выгрузкой ${row.url} не удалась:`,
        run.message,
        ...run.errors.map((e) => `— ${e}`),
        '',
        'Расписание на сайте осталось прежним. Следующая попытка — по расписанию синхронизации;',
        'это письмо приходит один раз, пока синхронизация снова не пройдёт.',
        `Сеансы в рабочем месте: ${deps.publicUrl}/admin/${town}/sessions`,
      ].join('\n'),
    });
    deps.kick();
  }
  return stored ? view(stored) : view({ ...row, lastRun: run });
}

/** Claims the due syncs for this instance: each moves an interval ahead in the claiming statement (the lease). */
async function claimDue(db: Db, at: Date): Promise<SyncRow[]> {
  const due = db
    .select({ town: scheduleSyncs.town })
    .from(scheduleSyncs)
    .where(and(eq(scheduleSyncs.enabled, true), lte(scheduleSyncs.nextRunAt, at)))
    .for('update', { skipLocked: true });
  return db
    .update(scheduleSyncs)
    .set({
      nextRunAt: sql`${at.toISOString()}::timestamptz + ${scheduleSyncs.intervalMin} * interval '1 minute'`,
    })
    .where(inArray(scheduleSyncs.town, due))
    .returning();
}

export interface ScheduleSyncJob {
  /** One round: pulls every due town's export; answers the towns pulled. */
  tick(): Promise<Town[]>;
  /** Pulls the town's export now (staff's «Синхронизировать сейчас»); the interval counts from now. */
  runNow(town: Town): Promise<ScheduleSync>;
  stop(): Promise<void>;
}

export function startScheduleSync(
  deps: SyncDeps & { now(): Date; pollMs?: number; autostart?: boolean },
): ScheduleSyncJob {
  let running: Promise<Town[]> | null = null;
  let stopped = false;
  const tick = async (): Promise<Town[]> => {
    if (running) return running;
    running = (async () => {
      const at = deps.now();
      const rows = await claimDue(deps.db, at);
      for (const row of rows) if (!stopped) await runSync(deps, row, at);
      return rows.map((row) => row.town as Town);
    })()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'schedule sync round failed');
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), deps.pollMs ?? POLL_MS);
  timer.unref();
  if (deps.autostart !== false) void tick();
  return {
    tick,
    async runNow(town) {
      // A round of this instance may be pulling the same export: its result first, then this pull.
      await running;
      const at = deps.now();
      const [row] = await deps.db
        .update(scheduleSyncs)
        .set({
          nextRunAt: sql`${at.toISOString()}::timestamptz + ${scheduleSyncs.intervalMin} * interval '1 minute'`,
        })
        .where(and(eq(scheduleSyncs.town, town), eq(scheduleSyncs.enabled, true)))
        .returning();
      if (!row) throw new ConflictError('Синхронизация не включена: укажите адрес выгрузки и сохраните.');
      return runSync(deps, row, at);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
