// Visual regression: after each story's test, the story is screenshotted at 360 and 1280 px (and in Rechitsa too when
// the toolbar's town changes it) and compared with its committed baseline in visual/baselines/ (vitest.config.ts).
import type { Town } from '@kino/api/towns';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Globals, Parameters } from 'storybook/internal/types';
import { afterEach, beforeEach, expect, type TestContext, vi } from 'vitest';
import { page } from 'vitest/browser';
import { NOW } from '#src/fixtures/films.ts';
import { followsTownToolbar, storyTown } from '#src/stories/story-helpers.tsx';
import './visual.css';

/** The command that rewrites the baselines (README, Storybook). */
export const UPDATE_COMMAND = 'pnpm --filter @kino/ui test:visual:update';

/** The widths every story is compared at; a story made for one width (globals.viewport) only at that one. */
const WIDTHS = { mobile: 360, tablet: 768, desktop: 1280 } as const;
const HEIGHT = 800;
/**
 * A screenshot shows the story's whole height up to 1.5 phone screens or one desktop screen; below that a page is not
 * compared, so the baselines stay some tens of megabytes (most of a long list repeats what its top shows).
 */
const MAX_HEIGHT = (width: number) => (width < WIDTHS.desktop ? 1200 : HEIGHT);

/** What addon-vitest leaves on the test context: the composed story it rendered. */
interface ComposedStory {
  (): React.ReactElement;
  id: string;
  parameters: Parameters;
  globals: Globals;
}

interface VisualParameters {
  /** `false` leaves a story out of the visual tests (say why beside it). */
  visual?: false;
}

function widthsOf(story: ComposedStory): number[] {
  const viewport = (story.globals.viewport as { value?: string } | undefined)?.value;
  if (viewport === 'mobile' || viewport === 'tablet') return [WIDTHS[viewport]];
  return [WIDTHS.mobile, WIDTHS.desktop];
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Fonts loaded (the Cyrillic and Latin subsets of both weights in use), layout settled. */
async function settle() {
  await Promise.all(
    ['400', '600', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px "Noto Sans Variable"`, 'Аа Zz 0'),
    ),
  );
  await document.fonts.ready;
  await frames();
}

/** Compares one screenshot; a mismatch is collected, so the story's other screenshots are still taken (and written). */
async function compare(name: string, failures: Error[]) {
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } catch (error) {
    failures.push(error instanceof Error ? error : new Error(String(error)));
  }
}

function report(failures: Error[]) {
  if (!failures.length) return;
  const error = failures[0]!;
  error.message += [
    ...failures.slice(1).map((f) => `\n\n${f.message}`),
    `\n\nScreenshots that differ are in test-results/visual/ (-actual, -diff). If the change is intended, update the`,
    ` baselines: ${UPDATE_COMMAND}, then review and commit visual/baselines/.`,
  ].join('');
  throw error;
}

/**
 * A baseline's name: the stories file and the story (`home-screen/evening-desktop`). Not the story id: an id keeps
 * Cyrillic titles («Admin/Сеансы/Импорт»), which a file name loses, so the admin stories' ids would collide.
 */
function baselineName(context: TestContext) {
  const file =
    context.task.file.name
      .split('/')
      .at(-1)
      ?.replace(/\.stories\.tsx$/, '') ?? 'stories';
  const story = context.task.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${file}/${story}`;
}

async function screenshotAtWidths(name: string, story: ComposedStory, town: Town, failures: Error[]) {
  const root = document.body;
  for (const width of widthsOf(story)) {
    // At a screen's height first (what 100vh is on a phone), then as tall as the story, so all of it is painted.
    root.style.removeProperty('height');
    await page.viewport(width, HEIGHT);
    await settle();
    const height = Math.min(MAX_HEIGHT(width), Math.max(HEIGHT, document.documentElement.scrollHeight));
    await page.viewport(width, height);
    root.style.height = `${height}px`;
    await settle();
    await compare(`${name}--${town}-${width}`, failures);
  }
  root.style.removeProperty('height');
}

/** Renders the story again in another town, without its play function (the town's first screen). */
async function inTown(story: ComposedStory, town: Town, shoot: () => Promise<void>) {
  const hidden = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  const display = hidden.map((el) => el.style.display);
  for (const el of hidden) el.style.display = 'none';
  const before = story.globals.town;
  // The composed story reads its globals from this object when it renders.
  story.globals.town = town;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    // As a component (not called): the decorators' React hooks need a component to run in.
    root.render(createElement(story));
    await vi.waitFor(() => {
      if (!container.childElementCount) throw new Error('the story has not rendered yet');
    });
    await shoot();
  } finally {
    root.unmount();
    container.remove();
    story.globals.town = before;
    hidden.forEach((el, i) => {
      el.style.display = display[i] ?? '';
    });
  }
}

beforeEach(() => {
  // Dates pinned: a screen that asked the clock would see the fixtures' «now», ticking from there.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW), shouldAdvanceTime: true });
});

afterEach(async (context: TestContext & { story?: ComposedStory }) => {
  vi.useRealTimers();
  const { story } = context;
  if (!story || context.task.result?.errors?.length) return;
  if ((story.parameters as VisualParameters).visual === false) return;

  const failures: Error[] = [];
  document.documentElement.dataset.visual = '';
  try {
    const name = baselineName(context);
    const town = storyTown(story);
    await screenshotAtWidths(name, story, town, failures);
    if (followsTownToolbar(story.parameters)) {
      const other: Town = town === 'main' ? 'rechitsa' : 'main';
      await inTown(story, other, () => screenshotAtWidths(name, story, other, failures));
    }
  } finally {
    delete document.documentElement.dataset.visual;
  }
  report(failures);
});
