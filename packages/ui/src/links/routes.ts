// The site's routes live with the contract (@kino/api/routes); the UI kit builds its links from them.
export * from '@kino/api/routes';
