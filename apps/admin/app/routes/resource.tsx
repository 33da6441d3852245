// An item of the simpler kinds (documents, vacancies, halls, services, certificates, FAQ): the field-list form.
import { RESOURCE_FIELDS } from '@kino/ui/admin/lib/resource-fields';
import { ResourceEditScreen, type ResourceValues } from '@kino/ui/admin/screens/resource-edit-screen';
import { useParams } from 'react-router';
import { uploadImage } from '#src/data/admin.ts';
import { COLLECTION_FORM, RESOURCE_CONVERTERS, type ResourceCollection } from '#src/forms/resources.ts';
import { useItemEditor } from '#src/lib/item-editor.ts';
import { KIND_LABELS } from '#src/lib/kinds.ts';
import { useTown } from '#src/lib/town.ts';
import type { Route } from './+types/resource';

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!(params.kind in COLLECTION_FORM)) throw new Response('Нет такого раздела', { status: 404 });
  return { kind: params.kind as ResourceCollection };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? KIND_LABELS[data.kind].item : 'Материал'} — рабочее место кинотеатра` },
];

export default function Resource({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const town = useTown();
  const { id } = useParams();
  const editor = useItemEditor<typeof kind, ResourceValues>(town, kind, id);
  // One converter pair per kind; the kinds' input types differ, so the pair is looked up as a whole.
  const convert = RESOURCE_CONVERTERS[kind] as (typeof RESOURCE_CONVERTERS)['documents'];
  const stored = editor.stored?.data as Parameters<typeof convert.toValues>[0] | undefined;
  const labels = KIND_LABELS[kind];
  const name = stored
    ? 'title' in stored
      ? stored.title
      : (stored as { name?: string; question?: string }).name
    : null;
  return (
    <ResourceEditScreen
      title={editor.id === null ? `${labels.item}: новый` : `${labels.item}${name ? `: ${name}` : ''}`}
      back={{ to: `/${town}/${kind}`, label: labels.list }}
      itemKey={`${kind}-${editor.id ?? 'new'}`}
      groups={RESOURCE_FIELDS[COLLECTION_FORM[kind]]}
      state={editor.state}
      onRetry={editor.onRetry}
      initial={editor.restored ?? (stored ? convert.toValues(stored) : {})}
      onSubmit={(values) => editor.save(convert.fromValues(values, stored) as never, values)}
      onUploadImage={(file) => uploadImage(town, file)}
      onUploadContentImage={(file, alt) => uploadImage(town, file, alt)}
      {...editor.frame}
    />
  );
}
