// The smallest page: one heading from a loader.
import { useLoaderData } from 'react-router';

export function loader() {
  return { title: 'Привет' };
}

export default function Hello() {
  const { title } = useLoaderData<typeof loader>();
  return <h1>{title}</h1>;
}
