// Placeholder shell until the admin contract lands.
import { Outlet } from 'react-router';

export default function Shell() {
  return <Outlet />;
}
