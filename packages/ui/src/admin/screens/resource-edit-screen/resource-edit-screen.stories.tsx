import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RESOURCE_FIELDS } from '#src/admin/lib/resource-fields.ts';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { aboutPage, hallOf, personalDataDocument, vacancy } from '#src/fixtures/content.ts';
import { ResourceEditScreen } from './resource-edit-screen.tsx';

const hall = hallOf('sinij');

const meta = {
  title: 'Admin/Материалы/Редактирование',
  component: ResourceEditScreen,
  decorators: [withAdminMain],
  args: {
    title: `Документ: ${personalDataDocument.title}`,
    back: { to: '/main/documents', label: 'Документы' },
    itemKey: 'doc-1',
    groups: RESOURCE_FIELDS.document,
    state: { status: 'ready' },
    initial: {
      title: personalDataDocument.title,
      slug: personalDataDocument.slug,
      summary: personalDataDocument.summary,
      content: personalDataDocument.content,
    },
    onSubmit: fn(),
    publishing: { status: 'published', onPublish: fn(), onUnpublish: fn(), onPreview: fn() },
    onDelete: fn(),
  },
} satisfies Meta<typeof ResourceEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Кратко' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Кратко' }), 'Новое описание');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Новое описание' }));
  },
};

export const Mobile: Story = { globals: mobile };

/**
 * Edits kept when a save met an ended session, back after signing in: the form says so and shows them;
 * «Отбросить их» goes back to the stored document.
 */
export const RestoredDraft: Story = {
  render: function Render(args) {
    const [restored, setRestored] = useState(true);
    return (
      <ResourceEditScreen
        {...args}
        initial={restored ? { ...args.initial, summary: 'Правка до окончания сеанса' } : args.initial}
        restored={restored ? { onDiscard: () => setRestored(false) } : undefined}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Восстановлены несохранённые изменения');
    await expect(canvas.getByRole('textbox', { name: 'Кратко' })).toHaveValue('Правка до окончания сеанса');
  },
};

/** «Отбросить их»: the note goes, the form shows the stored document again. */
export const RestoredDraftDiscarded: Story = {
  render: RestoredDraft.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = () => canvas.getByRole('textbox', { name: 'Кратко' });
    await expect(summary()).toHaveValue('Правка до окончания сеанса');
    await userEvent.click(canvas.getByRole('button', { name: 'Отбросить их' }));
    await expect(canvas.queryByText(/Восстановлены несохранённые изменения/)).toBeNull();
    await expect(summary()).toHaveValue(personalDataDocument.summary);
  },
};

export const Empty: Story = {
  args: { title: 'Новый документ', itemKey: 'new', initial: {}, publishing: undefined, onDelete: undefined },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };

export const WithErrors: Story = {
  args: { errors: { '': 'Проверьте поля.', title: 'Укажите название' }, initial: { title: '' } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('textbox', { name: /Название/ });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('Укажите название');
  },
};

export const Vacancy: Story = {
  args: {
    title: `Вакансия: ${vacancy.title}`,
    back: { to: '/main/vacancies', label: 'Вакансии' },
    groups: RESOURCE_FIELDS.vacancy,
    initial: {
      title: vacancy.title,
      slug: vacancy.slug,
      department: vacancy.department,
      employment: vacancy.employment,
      schedule: vacancy.schedule,
      salaryFrom: vacancy.salary?.from ?? null,
      salaryTo: vacancy.salary?.to ?? null,
      summary: vacancy.summary,
      duties: vacancy.duties,
      requirements: vacancy.requirements,
      conditions: vacancy.conditions,
    },
  },
};

/** Hall photos: each with its alt text; a new one is uploaded by the app and added. */
export const Hall: Story = {
  args: {
    title: `Зал: ${hall.name}`,
    back: { to: '/main/halls', label: 'Залы' },
    groups: RESOURCE_FIELDS.hall,
    initial: {
      name: hall.name,
      slug: hall.slug,
      seats: hall.seats,
      accessible: hall.accessible,
      wheelchairPlaces: hall.wheelchairPlaces,
      hearingLoop: hall.hearingLoop,
      stepFreeEntrance: hall.stepFreeEntrance,
      accessibleToilet: hall.accessibleToilet,
      cleaningMinutes: 20,
      description: hall.description,
      screenWidthM: hall.screen.widthM,
      screenHeightM: hall.screen.heightM,
      screenType: hall.screen.type,
      sound: hall.sound,
      formats: hall.formats.join(', '),
      features: hall.features,
      photos: hall.photos,
    },
    onUploadImage: async (file: File) => ({ url: URL.createObjectURL(file), width: 1, height: 1, alt: '' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The hall's cleaning time: the gap the sessions of the hall keep after each film.
    await expect(canvas.getByLabelText('Уборка между сеансами, мин')).toHaveValue(20);
    // The access features, each a checkbox of its own (issue 35): the Синий зал has all but a hearing loop.
    const access = within(canvas.getByRole('group', { name: 'Доступная среда' }));
    await expect(access.getByRole('checkbox', { name: 'Индукционная петля' })).not.toBeChecked();
    await expect(access.getByRole('checkbox', { name: 'Вход без ступенек' })).toBeChecked();
    await expect(access.getByRole('checkbox', { name: 'Доступный туалет' })).toBeChecked();
    await expect(access.getByRole('checkbox', { name: 'Доступен для колясок' })).toBeChecked();
    const before = canvas.getAllByRole('button', { name: /Убрать фото/ }).length;
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await userEvent.upload(
      canvas.getByLabelText('Добавить фото'),
      new File([png], 'hall.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /Убрать фото/ })).toHaveLength(before + 1),
    );
  },
};

export const Page: Story = {
  args: {
    title: 'Страница «О кинотеатре»',
    back: { to: '/main/pages', label: 'Страницы' },
    groups: RESOURCE_FIELDS.page,
    initial: {
      title: aboutPage.title,
      lead: aboutPage.lead,
      image: aboutPage.image,
      content: aboutPage.content,
    },
  },
};

export const TownInfo: Story = {
  args: {
    title: 'О кинотеатре · Гомель',
    back: { to: '/main/films', label: 'Гомель' },
    groups: RESOURCE_FIELDS.info,
    publishing: undefined,
    onDelete: undefined,
    initial: {
      cinemaName: 'Кинотеатр «Октябрь»',
      cinemaLocative: 'в кинотеатре «Октябрь»',
      townName: 'Гомель',
      cinemaRegion: 'Гомельская область',
      email: 'info@kino.example',
      address: { street: 'ул. Советская, 1' },
      phones: ['+375 232 00-00-00 — Касса'],
      ticketUrlTemplate: 'https://tickets.kino.example/session/{session}',
      tagManagerId: '',
    },
  },
};
