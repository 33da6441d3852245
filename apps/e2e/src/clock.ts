// The suite's fixed clock: both servers run at this moment (CONTENT_NOW, SITE_NOW), so every run sees the same
// schedule. A Friday evening: most of the day's sessions are over, the next one is minutes away, and the night's
// sessions run past midnight («ночь на сб»).
export const SUITE_NOW = '2026-11-27T19:02:00+03:00';
