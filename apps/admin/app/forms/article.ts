// The news/event form's values ↔ the contract's NewsInput and EventInput.
import type { EventInput, NewsInput } from '@kino/api/types';
import { type ArticleFormValues, emptyArticle } from '@kino/ui/admin/screens/article-edit-screen';
import { slugify } from '#src/lib/slug.ts';
import { fromDateInput, fromLocalInput, toDateInput, toLocalInput } from './dates.ts';

export function newsToForm(news: NewsInput): ArticleFormValues {
  return {
    ...emptyArticle,
    title: news.title,
    slug: news.slug,
    date: toDateInput(news.publishedAt),
    excerpt: news.excerpt,
    content: news.content,
    image: news.image,
  };
}

export function formToNews(values: ArticleFormValues, stored?: NewsInput): NewsInput {
  return {
    slug: values.slug.trim() || slugify(values.title),
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    // No date: the news item is dated when it is published.
    publishedAt: values.date ? fromDateInput(values.date, stored?.publishedAt) : null,
    // The API refuses an item without a picture and names the field.
    image: values.image as NewsInput['image'],
    content: values.content,
  };
}

export function eventToForm(event: EventInput): ArticleFormValues {
  return {
    ...emptyArticle,
    title: event.title,
    slug: event.slug,
    date: toLocalInput(event.startsAt),
    endsAt: toLocalInput(event.endsAt),
    category: event.category,
    venue: event.venue,
    ageRating: event.ageRating,
    priceFrom: event.priceFrom?.amount ?? null,
    ticketUrl: event.ticketUrl ?? '',
    excerpt: event.excerpt,
    content: event.content,
    image: event.image,
  };
}

/** The film the event shows is not edited here: it is kept as stored (none for a new event). */
export function formToEvent(values: ArticleFormValues, stored?: EventInput): EventInput {
  return {
    slug: values.slug.trim() || slugify(values.title),
    title: values.title.trim(),
    category: values.category,
    startsAt: fromLocalInput(values.date) ?? '',
    endsAt: fromLocalInput(values.endsAt),
    venue: values.venue.trim(),
    image: values.image as EventInput['image'],
    excerpt: values.excerpt.trim(),
    content: values.content,
    ageRating: values.ageRating,
    priceFrom:
      values.priceFrom === null
        ? null
        : { amount: values.priceFrom, currency: stored?.priceFrom?.currency ?? 'BYN' },
    ticketUrl: values.ticketUrl.trim() || null,
    film: stored?.film ?? null,
  };
}
