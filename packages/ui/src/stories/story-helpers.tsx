// Story plumbing: the site frame around a screen, the town (toolbar or pinned), viewports, forms that stay in the story.

import type { Town } from '@kino/api/towns';
import type { Args, Decorator, StoryContext } from '@storybook/react-vite';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import type { VacancyFormProps } from '#src/forms/vacancy-form.tsx';
import { SiteLayout } from '#src/layout/site-layout.tsx';
import { type AppFormProps, LinksProvider } from '#src/links/links.tsx';

/** What a story's parameters say about its town. */
export interface TownParameters {
  /** Pins the story to one town: the toolbar's town does not change it (its args are that town's already). */
  town?: Town;
  /**
   * The args of the story's screen in a town (its fixture data). With the toolbar on Rechitsa, every arg that still
   * has its main-town value is replaced by Rechitsa's; args a story set itself (`films: []`) stay.
   */
  townArgs?: (town: Town) => Args;
}

/** A meta's parameters for a screen whose fixture data depends on the town (the toolbar's town switches it). */
export function townData(townArgs: (town: Town) => Args): TownParameters {
  return { townArgs };
}

/** A form that runs the kit's own submit handler but never navigates the story away. */
function StoryForm({ formKey: _key, form: _form, onSubmit, ...rest }: AppFormProps) {
  return (
    <form
      {...rest}
      onSubmit={(event) => {
        onSubmit?.(event);
        event.preventDefault();
      }}
    />
  );
}

export const callbackIdle: CallbackFormProps = {
  state: { status: 'idle' },
};

export function vacancyFormProps(state: VacancyFormProps['state'] = { status: 'idle' }): VacancyFormProps {
  return {
    state,
    vacancy: 'kassir',
  };
}

/** The town a story shows: the one it pins (parameters.town), else the toolbar's (globals.town), else main. */
export function storyTown(context: Pick<StoryContext, 'parameters' | 'globals'>): Town {
  const pinned = (context.parameters as TownParameters).town;
  return pinned ?? (context.globals.town === 'rechitsa' ? 'rechitsa' : 'main');
}

/** Whether the toolbar's town changes what a story shows (the visual tests screenshot such a story in both). */
export function followsTownToolbar(parameters: StoryContext['parameters']): boolean {
  const { town, townArgs } = parameters as TownParameters;
  return town === undefined && typeof townArgs === 'function';
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The story's args in its town, or undefined when they stay as they are. */
function argsInTown(context: StoryContext, town: Town): Args | undefined {
  const parameters = context.parameters as TownParameters;
  if (town === 'main' || parameters.town !== undefined) return undefined;
  const main: Args = { info: infoMain, ...parameters.townArgs?.('main') };
  const there: Args = { info: infoRechitsa, ...parameters.townArgs?.(town) };
  const changed = Object.keys(main).filter(
    (key) => key in context.args && same(context.args[key], main[key]),
  );
  if (!changed.length) return undefined;
  return { ...context.args, ...Object.fromEntries(changed.map((key) => [key, there[key]])) };
}

/** Wraps a screen in the site layout of the story's town, with that town's fixture data in its args. */
export const withSiteLayout: Decorator = (Story, context) => {
  const town = storyTown(context);
  const info = town === 'rechitsa' ? infoRechitsa : infoMain;
  const townSwitch =
    town === 'rechitsa'
      ? { to: { name: 'index' as const, town: 'main' as const }, label: 'Гомель' }
      : { to: { name: 'index' as const, town: 'rechitsa' as const }, label: 'Речица' };
  const args = argsInTown(context, town);
  return (
    <LinksProvider value={{ town, Form: StoryForm }}>
      <SiteLayout info={info} townSwitch={townSwitch} callbackForm={callbackIdle}>
        {args ? <Story args={args} /> : <Story />}
      </SiteLayout>
    </LinksProvider>
  );
};

/** Renders the story alone inside a main landmark, for components shown outside the layout (links in its town). */
export const withMain: Decorator = (Story, context) => {
  const town = storyTown(context);
  const args = argsInTown(context, town);
  return (
    <LinksProvider value={{ town, Form: StoryForm }}>
      <main className="container page">{args ? <Story args={args} /> : <Story />}</main>
    </LinksProvider>
  );
};

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const tablet = { viewport: { value: 'tablet', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
