// Google's rich-result rules for the structured data types the site marks up (Google Search Central's documentation
// of each type, as of 2026): the properties Google requires, and those it recommends. A page's JSON-LD is checked
// against them, so a missing property is named rather than found later in Search Console.

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is loosely typed JSON
export type Node = Record<string, any>;

/** A property path (`offers.price`, `location.address`) present in the node, or an array of such nodes. */
function has(node: Node, path: string): boolean {
  let values: unknown[] = [node];
  for (const key of path.split('.')) {
    values = values.flatMap((value) => {
      if (value === null || typeof value !== 'object') return [];
      const next = (value as Node)[key];
      if (next === undefined || next === null || next === '') return [];
      return Array.isArray(next) ? next : [next];
    });
    if (values.length === 0) return false;
  }
  return true;
}

interface Rules {
  required: string[];
  recommended: string[];
  /** Recommended properties the site has no data for (no ratings, reviews or performers): said, not silently skipped. */
  withoutData?: string[];
}

/**
 * developers.google.com/search/docs/appearance/structured-data/…: movie (carousel), event, local-business,
 * article, job-posting, breadcrumb.
 */
export const GOOGLE_RULES: Record<string, Rules> = {
  Movie: {
    required: ['name', 'image'],
    recommended: ['dateCreated', 'director.name'],
    withoutData: ['aggregateRating', 'review'],
  },
  ScreeningEvent: {
    required: ['name', 'startDate', 'location.name', 'location.address.streetAddress'],
    recommended: [
      'description',
      'endDate',
      'eventStatus',
      'image',
      'offers.availability',
      'offers.price',
      'offers.priceCurrency',
      'offers.url',
      'organizer',
    ],
    withoutData: ['performer', 'previousStartDate', 'offers.validFrom'],
  },
  MovieTheater: {
    required: ['name', 'address.streetAddress', 'address.addressLocality', 'address.addressCountry'],
    recommended: [
      'geo.latitude',
      'geo.longitude',
      'openingHoursSpecification.dayOfWeek',
      'openingHoursSpecification.opens',
      'openingHoursSpecification.closes',
      'priceRange',
      'telephone',
      'url',
      'image',
    ],
    withoutData: ['aggregateRating', 'review', 'menu', 'servesCuisine', 'department'],
  },
  NewsArticle: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url'],
  },
  JobPosting: {
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'jobLocation.address.streetAddress',
      'jobLocation.address.addressLocality',
      'jobLocation.address.addressCountry',
    ],
    recommended: ['validThrough', 'employmentType', 'identifier.value', 'directApply'],
    withoutData: ['applicantLocationRequirements', 'jobLocationType'],
  },
  BreadcrumbList: {
    required: ['itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
    recommended: [],
  },
};

/** What a node of the type lacks of Google's required and recommended properties. */
export function missingProperties(node: Node): { required: string[]; recommended: string[] } {
  const rules = GOOGLE_RULES[node['@type'] as string];
  if (!rules) throw new Error(`no rules for ${node['@type']}`);
  return {
    required: rules.required.filter((path) => !has(node, path)),
    recommended: rules.recommended.filter((path) => !has(node, path)),
  };
}

/** Every JSON-LD node of a page's HTML (a `@graph` flattened). */
export function jsonLdNodes(html: string): Node[] {
  const nodes: Node[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const value = JSON.parse(match[1]!) as Node;
    for (const node of Array.isArray(value['@graph']) ? value['@graph'] : [value]) nodes.push(node);
  }
  return nodes;
}

/** ISO 8601 date-time with the Europe/Minsk offset, as Google wants event times (with their zone). */
export const MINSK_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+03:00$/;
