// The simpler kinds' form values (ResourceValues, named as the API's fields) ↔ their contract inputs.
import type { AdminItemInput } from '@kino/api/admin-queries';
import { DEFAULT_HALL_CLEANING_MINUTES } from '@kino/api/cinema-time';
import { formatValues, isOneOf } from '@kino/api/enums';
import type { Image, InfoInput } from '@kino/api/types';
import type { ResourceKind } from '@kino/ui/admin/lib/resource-fields';
import type { ResourceValues } from '@kino/ui/admin/screens/resource-edit-screen';
import { slugify } from '#src/lib/slug.ts';

export type ResourceCollection = 'documents' | 'vacancies' | 'halls' | 'services' | 'certificates' | 'faq';

export const COLLECTION_FORM: Record<ResourceCollection, ResourceKind> = {
  documents: 'document',
  vacancies: 'vacancy',
  halls: 'hall',
  services: 'service',
  certificates: 'certificate',
  faq: 'faq',
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const strings = (v: unknown) =>
  Array.isArray(v) ? (v as string[]).map((s) => s.trim()).filter(Boolean) : [];
const image = (v: unknown) => (v && typeof v === 'object' && 'url' in v ? (v as Image) : null);
const images = (v: unknown) => (Array.isArray(v) ? (v as Image[]) : []);
const slugOf = (values: ResourceValues, title: string) => str(values.slug) || slugify(title);

type Converters = {
  [K in ResourceCollection]: {
    toValues: (input: AdminItemInput<K>) => ResourceValues;
    fromValues: (values: ResourceValues, stored?: AdminItemInput<K>) => AdminItemInput<K>;
  };
};

/**
 * Required fields the form may leave empty are sent empty (or null), so the API's own errors name them. Fields the
 * form does not show are kept as stored.
 */
export const RESOURCE_CONVERTERS: Converters = {
  documents: {
    toValues: (d) => ({ title: d.title, slug: d.slug, summary: d.summary, content: d.content }),
    fromValues: (v, stored) => ({
      slug: slugOf(v, str(v.title)),
      title: str(v.title),
      summary: str(v.summary),
      content: (v.content as AdminItemInput<'documents'>['content']) ?? [],
      file: stored?.file ?? null,
    }),
  },
  vacancies: {
    toValues: (d) => ({
      title: d.title,
      slug: d.slug,
      department: d.department,
      employment: d.employment,
      schedule: d.schedule,
      salaryFrom: d.salary?.from ?? null,
      salaryTo: d.salary?.to ?? null,
      summary: d.summary,
      duties: d.duties,
      requirements: d.requirements,
      conditions: d.conditions,
    }),
    fromValues: (v, stored) => {
      const from = num(v.salaryFrom);
      const to = num(v.salaryTo);
      return {
        slug: slugOf(v, str(v.title)),
        title: str(v.title),
        department: str(v.department),
        employment: (str(v.employment) || 'full') as AdminItemInput<'vacancies'>['employment'],
        schedule: str(v.schedule),
        salary: from === null && to === null ? null : { from, to, currency: 'BYN' },
        summary: str(v.summary),
        publishedAt: stored?.publishedAt ?? new Date().toISOString(),
        duties: strings(v.duties),
        requirements: strings(v.requirements),
        conditions: strings(v.conditions),
      };
    },
  },
  halls: {
    toValues: (d) => ({
      name: d.name,
      slug: d.slug,
      seats: d.seats,
      accessible: d.accessible,
      wheelchairPlaces: d.wheelchairPlaces ?? null,
      hearingLoop: d.hearingLoop ?? false,
      stepFreeEntrance: d.stepFreeEntrance ?? false,
      accessibleToilet: d.accessibleToilet ?? false,
      cleaningMinutes: d.cleaningMinutes ?? DEFAULT_HALL_CLEANING_MINUTES,
      description: d.description,
      screenWidthM: d.screen.widthM,
      screenHeightM: d.screen.heightM,
      screenType: d.screen.type,
      sound: d.sound,
      formats: d.formats.join(', '),
      features: d.features,
      photos: d.photos,
    }),
    fromValues: (v) => ({
      slug: slugOf(v, str(v.name)),
      name: str(v.name),
      seats: num(v.seats) ?? 0,
      screen: {
        widthM: num(v.screenWidthM) ?? 0,
        heightM: num(v.screenHeightM) ?? 0,
        type: str(v.screenType),
      },
      sound: str(v.sound),
      formats: str(v.formats)
        .split(',')
        .map((f) => f.trim())
        .filter((f) => isOneOf(formatValues, f)) as AdminItemInput<'halls'>['formats'],
      description: str(v.description),
      features: strings(v.features),
      photos: images(v.photos),
      accessible: v.accessible === true,
      // Places are counted only with wheelchair access (the service refuses them otherwise).
      wheelchairPlaces: v.accessible === true ? num(v.wheelchairPlaces) : null,
      hearingLoop: v.hearingLoop === true,
      stepFreeEntrance: v.stepFreeEntrance === true,
      accessibleToilet: v.accessibleToilet === true,
      cleaningMinutes: num(v.cleaningMinutes) ?? DEFAULT_HALL_CLEANING_MINUTES,
    }),
  },
  services: {
    toValues: (d) => ({
      title: d.title,
      slug: d.slug,
      price: d.price ?? '',
      description: d.description,
      image: d.image,
    }),
    fromValues: (v, stored) => ({
      slug: slugOf(v, str(v.title)),
      title: str(v.title),
      description: str(v.description),
      price: str(v.price) || null,
      image: image(v.image),
      ...(stored?.orderTopic ? { orderTopic: stored.orderTopic } : {}),
    }),
  },
  certificates: {
    toValues: (d) => ({
      title: d.title,
      slug: d.slug,
      nominal: d.nominal.amount,
      validityDays: d.validityDays,
      description: d.description,
      image: d.image,
    }),
    fromValues: (v, stored) => ({
      slug: slugOf(v, str(v.title)),
      title: str(v.title),
      nominal: { amount: num(v.nominal) ?? 0, currency: stored?.nominal.currency ?? 'BYN' },
      description: str(v.description),
      image: image(v.image) as AdminItemInput<'certificates'>['image'],
      validityDays: num(v.validityDays) ?? 0,
    }),
  },
  faq: {
    toValues: (d) => ({ slug: d.slug, group: d.group, question: d.question, answer: d.answer }),
    fromValues: (v) => ({
      slug: slugOf(v, str(v.question)),
      group: str(v.group),
      question: str(v.question),
      answer: str(v.answer),
    }),
  },
};

/** Phones are edited as "number — label" lines. */
const PHONE_SEPARATOR = ' — ';

export function infoToValues(info: InfoInput): ResourceValues {
  return {
    cinemaName: info.cinemaName,
    cinemaLocative: info.cinemaLocative,
    townName: info.townName,
    cinemaRegion: info.cinemaRegion,
    email: info.email,
    address: { street: info.address.street },
    phones: info.phones.map((p) => (p.label ? `${p.number}${PHONE_SEPARATOR}${p.label}` : p.number)),
    ticketUrlTemplate: info.ticketUrlTemplate,
    tagManagerId: info.tagManagerId ?? '',
  };
}

/** Address coordinates, working hours, social links and the time zone are kept as stored. */
export function valuesToInfo(v: ResourceValues, stored: InfoInput): InfoInput {
  const address = v.address as ResourceValues | undefined;
  return {
    ...stored,
    cinemaName: str(v.cinemaName),
    cinemaLocative: str(v.cinemaLocative),
    townName: str(v.townName),
    cinemaRegion: str(v.cinemaRegion),
    email: str(v.email),
    address: {
      ...stored.address,
      street: str(address?.street),
      town: str(v.townName) || stored.address.town,
    },
    phones: strings(v.phones).map((line) => {
      const [number = '', ...label] = line.split(PHONE_SEPARATOR);
      return { number: number.trim(), label: label.join(PHONE_SEPARATOR).trim() };
    }),
    ticketUrlTemplate: str(v.ticketUrlTemplate),
    tagManagerId: str(v.tagManagerId) || null,
  };
}
