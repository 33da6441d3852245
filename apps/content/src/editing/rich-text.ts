// The rules of rich text the contract's schema cannot say: links lie within their text, in order (decision 013).
import type { InvalidField } from '#src/publishing/errors.ts';

interface Link {
  from: number;
  to: number;
}

function linkErrors(links: readonly Link[], text: string, field: string): InvalidField[] {
  const errors: InvalidField[] = [];
  let end = 0;
  links.forEach((link, i) => {
    if (link.from < end)
      errors.push({
        field: `${field}.${i}.from`,
        message: 'Ссылки должны идти по порядку и не пересекаться.',
      });
    if (link.to <= link.from)
      errors.push({ field: `${field}.${i}.to`, message: 'Ссылка должна кончаться после своего начала.' });
    else if (link.to > text.length)
      errors.push({ field: `${field}.${i}.to`, message: 'Ссылка выходит за конец текста.' });
    end = Math.max(end, link.to);
  });
  return errors;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Finds every paragraph and list block in an item's input (the schema has already checked their shape, wherever in
 * the item they are) and checks their links; field names as the problems name them, `body.content.3.links.0.to`.
 */
export function richTextErrors(value: unknown, field: string): InvalidField[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => richTextErrors(item, `${field}.${i}`));
  if (!isObject(value)) return [];
  if (value.type === 'paragraph' && typeof value.text === 'string' && Array.isArray(value.links))
    return linkErrors(value.links as Link[], value.text, `${field}.links`);
  if (value.type === 'list' && Array.isArray(value.items) && Array.isArray(value.itemLinks)) {
    const items = value.items as string[];
    const itemLinks = value.itemLinks as Link[][];
    if (itemLinks.length !== items.length)
      return [
        { field: `${field}.itemLinks`, message: 'Ссылок пунктов должно быть столько же, сколько пунктов.' },
      ];
    return itemLinks.flatMap((links, i) => linkErrors(links, items[i] ?? '', `${field}.itemLinks.${i}`));
  }
  return Object.entries(value).flatMap(([key, item]) => richTextErrors(item, `${field}.${key}`));
}
