// The workspace's start: the first section the staff member may open.
export default function Home() {
  return <p>Рабочее место</p>;
}
