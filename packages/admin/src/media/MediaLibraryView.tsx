import { apiPaths, type MediaAsset } from '@cabo/contract';
import {
  MediaDetailsForm,
  MediaLibraryGrid,
  MediaUploader,
  useToasts,
  type FormSubmitContext,
} from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEDIA_PAGE_SIZE, saveMediaDetails, uploadMedia, useMediaPage } from '../api/media.ts';
import * as styles from './MediaLibraryView.css';

/**
 * The media library (docs/media.md): upload pictures, find them, and give each its alt text,
 * caption and focal point. A picture's details open beside the grid when it is chosen.
 */
export function MediaLibraryView() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const list = useMediaPage({ page, search });
  // Every page of the list is keyed by its own URL: refresh them all.
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(apiPaths.adminMedia),
    });

  const save = async (
    values: Parameters<typeof saveMediaDetails>[1],
    context: FormSubmitContext,
  ) => {
    if (!selected) return;
    try {
      setSelected(await saveMediaDetails(selected.id, values));
      void refresh();
      toasts.show({ title: 'Details saved' });
    } catch (error) {
      if (!showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Save failed',
          description: 'Please try again.',
        });
      }
      throw error;
    }
  };

  return (
    <div className={styles.view}>
      <MediaUploader
        upload={uploadMedia}
        onUploaded={(asset) => {
          setSelected(asset);
          void refresh();
        }}
      />
      <div className={styles.library}>
        <MediaLibraryGrid
          items={list.data?.items}
          isLoading={list.isLoading}
          errorText={list.isError ? 'The library could not be loaded.' : null}
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          page={page}
          pageSize={MEDIA_PAGE_SIZE}
          total={list.data?.total}
          onPageChange={setPage}
        />
        {selected ? (
          <MediaDetailsForm key={selected.id} asset={selected} onSubmit={save} headingLevel={2} />
        ) : null}
      </div>
    </div>
  );
}
