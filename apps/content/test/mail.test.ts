// Notification e-mails against a real SMTP server (smtp-server) on both databases: a message arrives after the
// application is stored, with a link and no personal data; with the server down nothing is lost and it is sent
// once the server is back; two instances on one database send each e-mail once.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, siteInfo } from '#src/db/schema.ts';
import { notificationMail } from '#src/inbox/mail.ts';
import type { ServerOptions } from '#src/server.ts';
import { DATABASES, PUBLIC, start } from './helpers.ts';
import { sendCallback, sendVacancy } from './inbox-helpers.ts';
import { mailServer, textOf, waitFor } from './mail-helpers.ts';

const mailOptions = (port: number): Partial<ServerOptions> => ({
  orderRateLimit: 1000,
  adminDir: false,
  mail: {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Кинотеатр <noreply@kino.test>',
    recipients: { rechitsa: 'hr-rechitsa@kino.test' },
    workspaceUrl: `${PUBLIC}/admin`,
    pollMs: 100,
    retryBaseMs: 300,
  },
});

describe('the notification e-mail', () => {
  it('says what arrived, where and when, and links to it, without the visitor’s data', () => {
    const mail = notificationMail(
      {
        applicationId: '0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11',
        town: 'rechitsa',
        kind: 'vacancy',
        receivedAt: new Date('2026-11-23T15:30:00Z'),
        vacancyTitle: 'Кассир',
        townName: null,
      },
      'https://kino.example/admin/',
    );
    expect(mail.subject).toBe('Новый отклик на вакансию — Речица');
    expect(mail.text).toContain('(Речица) пришёл отклик на вакансию «Кассир».');
    expect(mail.text).toContain('23 ноября, 18:30');
    expect(mail.text).toContain(
      'https://kino.example/admin/inbox/rechitsa/0b6a4a58-3b39-4f0b-9c1e-0f8a0e4c2d11',
    );
  });
});

describe.each(DATABASES)('notification e-mails on $name', (database) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('reach the town’s address once the application is stored; a town without one sends none', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    cleanup.push(smtp.close);
    const server = await start(database, mailOptions(port));
    cleanup.push(server.drop, server.close);
    // The town's name is its content's (Info.townName), as staff renamed it, not the code's fallback.
    const { db } = server.app.database;
    const [info] = await db.select().from(siteInfo).where(eq(siteInfo.town, 'rechitsa'));
    await db
      .update(siteInfo)
      .set({ data: { ...(info!.data as object), townName: 'Речица-на-Днепре' } })
      .where(eq(siteInfo.town, 'rechitsa'));
    const { id } = await sendVacancy(server, 'rechitsa', { name: 'Анна Ковалёва', phone: '+375291234567' });
    await sendCallback(server, 'main', { name: 'Борис', phone: '+375447654321' });
    await waitFor(() => smtp.received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['hr-rechitsa@kino.test']);
    const text = textOf(message!.raw);
    expect(text).toContain(`${PUBLIC}/admin/inbox/rechitsa/${id}`);
    expect(text).toContain('отклик на вакансию «');
    expect(text).toContain('(Речица-на-Днепре)');
    for (const secret of ['Анна', 'Ковалёва', '291234567', '%PDF'])
      expect(`${message!.raw}\n${text}`, secret).not.toContain(secret);
    // Sent: nothing left in the outbox.
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it('keeps the e-mail while the SMTP server is down and sends it when it is back', async () => {
    // A port with nothing on it any more: the server is "down".
    const gone = mailServer();
    const port = await gone.listen();
    await gone.close();
    const smtp = mailServer();
    const server = await start(database, mailOptions(port));
    cleanup.push(server.drop, server.close);
    const started = Date.now();
    const { id } = await sendCallback(server, 'rechitsa', { name: 'Вера', phone: '+375331112233' });
    // The visitor's answer did not wait for the mail.
    expect(Date.now() - started).toBeLessThan(2_000);
    const { db } = server.app.database;
    await waitFor(async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, id));
      return Boolean(row && row.attempts >= 2 && row.lastError);
    });
    expect(smtp.received).toEqual([]);
    await smtp.listen(port);
    cleanup.push(smtp.close);
    await waitFor(() => smtp.received.length === 1);
    expect(textOf(smtp.received[0]!.raw)).toContain(`/inbox/rechitsa/${id}`);
    await waitFor(async () => (await db.select().from(mailOutbox)).length === 0);
  });

  it.runIf(database.name === 'postgres')('is sent once when two instances drain one outbox', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    cleanup.push(smtp.close);
    const first = await start(database, mailOptions(port));
    cleanup.push(first.drop, first.close);
    const second = await start(database, mailOptions(port), first.option);
    cleanup.push(second.close);
    const ids = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        (await sendCallback(i % 2 ? first : second, 'rechitsa', { name: 'Гость', phone: '+375290000001' }))
          .id,
      );
    await waitFor(() => smtp.received.length >= 12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const linked = smtp.received.map(
      (message) => /inbox\/rechitsa\/([0-9a-f-]{36})/.exec(textOf(message.raw))?.[1],
    );
    expect(linked.sort()).toEqual(ids.sort());
  });
});
