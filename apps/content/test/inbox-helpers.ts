// Visitors' applications sent over the public forms, as the site sends them, for the inbox's tests.
import type { Running } from './helpers.ts';
import { postJson, SAMPLE_FILES } from './helpers.ts';

export interface Sent {
  id: string;
  receivedAt: string;
}

export async function sendCallback(
  server: Running,
  town: string,
  fields: { name: string; phone: string; comment?: string },
): Promise<Sent> {
  const answer = await postJson(server.url(town, 'kino/v1/orders/callback'), {
    preferredTime: 'evening',
    topic: 'rent',
    consent: true,
    ...fields,
  });
  if (answer.status !== 201) throw new Error(`callback: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as Sent;
}

/** A job application with a CV (multipart, as the site's form posts it). */
export async function sendVacancy(
  server: Running,
  town: string,
  fields: { name: string; phone: string; email?: string; message?: string },
  cv: { bytes: Buffer; filename: string; type?: string } | null = {
    bytes: SAMPLE_FILES.pdf,
    filename: 'резюме: Анна?.pdf',
  },
): Promise<Sent> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ vacancy: 'kassir', consent: 'on', ...fields }))
    form.append(key, value);
  if (cv)
    form.append(
      'cv',
      new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? 'application/pdf' }),
      cv.filename,
    );
  const response = await fetch(server.url(town, 'kino/v1/orders/vacancy'), { method: 'POST', body: form });
  const body = (await response.json()) as Sent;
  if (response.status !== 201) throw new Error(`vacancy: ${response.status} ${JSON.stringify(body)}`);
  return body;
}
