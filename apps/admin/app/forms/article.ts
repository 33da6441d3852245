// The news/event form's values ↔ the contract's NewsInput and EventInput.
import type { EventInput, NewsInput } from '@kino/api/types';
import { type ArticleFormValues, emptyArticle } from '@kino/ui/admin/screens/article-edit-screen';
import { slugify } from '#src/lib/slug.ts';
import { fromDateInput, fromLocalInput, toDateInput, toLocalInput } from './dates.ts';

/** The fields news and events share, into the form. */
const sharedToForm = (item: NewsInput | EventInput): ArticleFormValues => ({
  ...emptyArticle,
  title: item.title,
  slug: item.slug,
  excerpt: item.excerpt,
  content: item.content,
  image: item.image,
});

/** The fields news and events share, from the form. */
const sharedFromForm = (values: ArticleFormValues) => ({
  slug: values.slug.trim() || slugify(values.title),
  title: values.title.trim(),
  excerpt: values.excerpt.trim(),
  // The API refuses an item without a picture and names the field.
  image: values.image as NewsInput['image'] & EventInput['image'],
  content: values.content,
});

export function newsToForm(news: NewsInput): ArticleFormValues {
  return { ...sharedToForm(news), date: toDateInput(news.publishedAt) };
}

export function formToNews(values: ArticleFormValues, stored?: NewsInput): NewsInput {
  return {
    ...sharedFromForm(values),
    // No date: the news item is dated when it is published.
    publishedAt: values.date ? fromDateInput(values.date, stored?.publishedAt) : null,
  };
}

export function eventToForm(event: EventInput): ArticleFormValues {
  return {
    ...sharedToForm(event),
    date: toLocalInput(event.startsAt),
    endsAt: toLocalInput(event.endsAt),
    category: event.category,
    venue: event.venue,
    ageRating: event.ageRating,
    priceFrom: event.priceFrom?.amount ?? null,
    ticketUrl: event.ticketUrl ?? '',
  };
}

/** The film the event shows is not edited here: it is kept as stored (none for a new event). */
export function formToEvent(values: ArticleFormValues, stored?: EventInput): EventInput {
  return {
    ...sharedFromForm(values),
    category: values.category,
    startsAt: fromLocalInput(values.date) ?? '',
    endsAt: fromLocalInput(values.endsAt),
    venue: values.venue.trim(),
    ageRating: values.ageRating,
    priceFrom:
      values.priceFrom === null
        ? null
        : { amount: values.priceFrom, currency: stored?.priceFrom?.currency ?? 'BYN' },
    ticketUrl: values.ticketUrl.trim() || null,
    film: stored?.film ?? null,
  };
}
