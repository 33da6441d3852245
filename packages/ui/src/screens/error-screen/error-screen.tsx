// ErrorScreen: placeholder with the final props; the full screen follows.

export interface ErrorScreenProps {
  status: number;
  message?: string;
}

export function ErrorScreen(_props: ErrorScreenProps) {
  return <h1>ErrorScreen</h1>;
}
