// Image and file references in staff input: only this town's own media, stored relative and answered absolute.
import type { InvalidField } from '#src/publishing/errors.ts';

/** A path the service serves under a town: `media/…`, nothing that climbs out of it. */
const MEDIA_PATH = /^media\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * Walks an item's input and makes every `url` of an image or file relative (`media/…`), refusing any URL that is
 * not this town's media on this service: staff pick images by uploading them, so another host's URL is a mistake
 * (or an attempt to hot-link something the cinema does not control).
 */
export function relativizeMedia<T>(
  value: T,
  options: { publicUrl: string; town: string; field: string },
  errors: InvalidField[],
): T {
  const prefix = `${options.publicUrl}/${options.town}/`;
  const walk = (node: unknown, field: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${field}.${i}`));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) {
      if (key === 'url' && typeof item === 'string') {
        const relative = item.startsWith(prefix) ? item.slice(prefix.length) : item;
        if (!MEDIA_PATH.test(relative) || relative.includes('..'))
          errors.push({
            field: `${field}.url`,
            message: 'Изображение должно быть загружено в рабочем месте (адрес этого сервиса и города).',
          });
        out[key] = relative;
      } else out[key] = walk(item, `${field}.${key}`);
    }
    return out;
  };
  return walk(value, options.field) as T;
}
