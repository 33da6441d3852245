// The suite's fixed clock: both servers run at this moment (CONTENT_NOW, SITE_NOW), so every run sees the same
// schedule. A Friday evening: most of the day's sessions are over, the next one is minutes away, and the night's
// sessions run past midnight («ночь на сб»). The browser keeps the real date: nothing the servers send may be an
// absolute date from this clock (cookies use Max-Age; tests/clock-drift.spec.ts). E2E_SUITE_NOW moves the evening
// (e.g. a month back, to check that the suite passes on any later date); it should stay a Friday at 19:02.
export const SUITE_NOW = process.env.E2E_SUITE_NOW ?? '2026-11-27T19:02:00+03:00';
