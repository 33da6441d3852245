// The media library as a picker: image fields in a town's editors offer «Выбрать из медиатеки», which opens this dialog
// and resolves with the chosen picture (or null when it is closed).
import type { Town } from '@kino/api/towns';
import type { Image } from '@kino/api/types';
import { Dialog } from '@kino/ui/admin/components/dialog';
import { type MediaPicker, MediaPickerProvider } from '@kino/ui/admin/components/media-picker';
import { MediaLibrary } from '@kino/ui/admin/screens/media-library-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { libraryQuery, useLinkOf } from '#src/data/media.ts';

function PickerDialog({ town, onDone }: { town: Town; onDone: (image: Image | null) => void }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const library = useQuery({
    ...libraryQuery(town, { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog open title="Медиатека" onClose={() => onDone(null)}>
      <MediaLibrary
        images={library.data?.items ?? []}
        state={loadStateOf(library)}
        onRetry={() => library.refetch()}
        paging={pagerOf(library.data?.meta, setPage)}
        q={q}
        onSearch={(text) => {
          setQ(text.trim());
          setPage(1);
        }}
        unused={false}
        onUnusedChange={() => undefined}
        linkOf={useLinkOf(town)}
        onPick={(item) => onDone(item.image)}
      />
      <div className="adm-actions">
        <button type="button" className="button" onClick={() => onDone(null)}>
          Отмена
        </button>
      </div>
    </Dialog>
  );
}

export function TownMediaPicker({ town, children }: { town: Town; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((image: Image | null) => void) | null>(null);
  const picker = useMemo<MediaPicker>(
    () => ({
      pick: () =>
        new Promise<Image | null>((resolve) => {
          resolver.current?.(null);
          resolver.current = resolve;
          setOpen(true);
        }),
    }),
    [],
  );
  const done = (image: Image | null) => {
    setOpen(false);
    resolver.current?.(image);
    resolver.current = null;
  };
  return (
    <MediaPickerProvider value={picker}>
      {children}
      {open ? <PickerDialog town={town} onDone={done} /> : null}
    </MediaPickerProvider>
  );
}
