// Any other path of a town: the error page with 404 (spec §2: "Page not found: {path}").
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export function action() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
