// Story plumbing: the site frame around a screen, the town, viewports, and forms that never leave the story.

import type { Town } from '@kino/api/towns';
import type { Decorator } from '@storybook/react-vite';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import type { CallbackFormProps } from '#src/forms/callback-form.tsx';
import type { VacancyFormProps } from '#src/forms/vacancy-form.tsx';
import { SiteLayout } from '#src/layout/site-layout.tsx';
import { type AppFormProps, LinksProvider } from '#src/links/links.tsx';

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

/** Wraps a screen in the site layout of the story's town (parameters.town, default main). */
export const withSiteLayout: Decorator = (Story, context) => {
  const town: Town = context.parameters.town ?? 'main';
  const info = town === 'rechitsa' ? infoRechitsa : infoMain;
  const townSwitch =
    town === 'rechitsa'
      ? { to: { name: 'index' as const, town: 'main' as const }, label: 'Гомель' }
      : { to: { name: 'index' as const, town: 'rechitsa' as const }, label: 'Речица' };
  return (
    <LinksProvider value={{ town, Form: StoryForm }}>
      <SiteLayout info={info} townSwitch={townSwitch} callbackForm={callbackIdle}>
        <Story />
      </SiteLayout>
    </LinksProvider>
  );
};

/** Renders the story alone inside a main landmark, for components shown outside the layout. */
export const withMain: Decorator = (Story) => (
  <LinksProvider value={{ Form: StoryForm }}>
    <main className="container page">
      <Story />
    </main>
  </LinksProvider>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
