// Applications per client IP in a fixed one-minute window, shared by both forms of both towns.
import { HttpProblem } from './problem.ts';

export function createRateLimiter(max: number, windowMs = 60_000, now = () => Date.now()) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return function hit(key: string): void {
    const at = now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + windowMs };
      windows.set(key, window);
    }
    window.count++;
    if (window.count <= max) return;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
    const problem = new HttpProblem(
      429,
      'too-many-requests',
      'Слишком много заявок',
      `С этого адреса можно отправить не больше ${max} заявок в минуту. Повторите через ${retryAfter} с.`,
    );
    problem.headers['retry-after'] = String(retryAfter);
    throw problem;
  };
}
