import type { MediaAsset, MediaDetails, MediaPage } from '@cabo/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import { MediaDetailsForm } from '../MediaDetailsForm/index.ts';
import { MEDIA_ERROR_TEXT, MediaLibraryGrid } from '../MediaLibraryGrid/index.ts';
import { MediaUploader, type MediaUploadFn } from '../MediaUploader/index.ts';
import * as styles from './MediaGalleryField.css';

/** Where the gallery picker reads and writes the media library (docs/media.md). */
export interface MediaPickerSource {
  /** GET /api/admin/media: a page of the library, newest first. */
  list(query: { page: number; search: string }): Promise<MediaPage>;
  /** GET /api/admin/media/{id}: one picture, to show the ids already in the field. */
  get(id: string): Promise<MediaAsset>;
  /** POST /api/admin/media with progress (the existing `MediaUploadFn` type). */
  upload: MediaUploadFn;
  /** PATCH /api/admin/media/{id}: alt text, caption, focal point. */
  saveDetails(id: string, details: MediaDetails): Promise<MediaAsset>;
}

/** Why a picture cannot go into a listing yet, or null when it can. */
export function mediaRefusal(asset: MediaAsset): string | null {
  if (asset.usable) return null;
  if (asset.status === 'processing') return 'Still processing';
  if (asset.status === 'failed') return 'Could not be read';
  return 'Add alt text first';
}

export interface MediaPickerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  source: MediaPickerSource;
  /** The gallery's ids: chosen pictures show pressed. */
  chosen: readonly string[];
  /** Adds a usable picture to the gallery, or takes a chosen one out. */
  onToggle: (asset: MediaAsset) => void;
  /** A picture that changed here (uploaded, described), so the gallery shows it as it is now. */
  onAssetChange: (asset: MediaAsset) => void;
  /** Whether the gallery has room for one more. */
  isFull?: boolean;
}

/**
 * The media library in a dialog: search and pages, an upload area whose new pictures join
 * the list at once, and a refusal with its way out for a picture a listing may not use yet.
 */
export function MediaPickerDialog({ isOpen, onOpenChange, ...props }: MediaPickerDialogProps) {
  return (
    <Dialog
      title="Add pictures"
      description="Pick pictures for the gallery in the order you want them; the first is the cover."
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {({ close }) => <PickerBody {...props} close={close} />}
    </Dialog>
  );
}

function PickerBody({
  source,
  chosen,
  onToggle,
  onAssetChange,
  isFull = false,
  close,
}: Omit<MediaPickerDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The last answer, for the query it answered: loading while that is not the one shown.
  const [answer, setAnswer] = useState<{ key: string; page: MediaPage | null; failed: boolean }>({
    key: '',
    page: null,
    failed: false,
  });
  const queryKey = `${page}|${search.trim()}`;
  const isLoading = answer.key !== queryKey;
  const result = answer.page;
  const loadError = !isLoading && answer.failed;
  const setResult = (update: (r: MediaPage | null) => MediaPage | null) =>
    setAnswer((a) => ({ ...a, page: update(a.page) }));
  // Uploaded here and not yet in a page of the list (newest first, so they lead page 1).
  const [uploaded, setUploaded] = useState<MediaAsset[]>([]);
  const [open, setOpen] = useState<MediaAsset | null>(null);
  const [message, setMessage] = useState('');
  const request = useRef(0);
  const id = useId();

  useEffect(() => {
    const n = (request.current += 1);
    const key = `${page}|${search.trim()}`;
    // A short pause while typing, so each key is not a request of its own.
    const timer = setTimeout(
      () => {
        source.list({ page, search: search.trim() }).then(
          (next) => {
            if (n === request.current) setAnswer({ key, page: next, failed: false });
          },
          () => {
            if (n === request.current) setAnswer((a) => ({ ...a, key, failed: true }));
          },
        );
      },
      search ? 250 : 0,
    );
    return () => clearTimeout(timer);
  }, [source, page, search]);

  const listed = result?.items ?? [];
  const fresh =
    page === 1 && !search.trim() ? uploaded.filter((u) => !listed.some((a) => a.id === u.id)) : [];
  const replace = (asset: MediaAsset) => {
    setUploaded((all) => all.map((a) => (a.id === asset.id ? asset : a)));
    setResult((r) =>
      r ? { ...r, items: r.items.map((a) => (a.id === asset.id ? asset : a)) } : r,
    );
    setOpen((o) => (o?.id === asset.id ? asset : o));
    onAssetChange(asset);
  };
  const items = result || fresh.length ? [...fresh, ...listed].map(latest) : undefined;
  function latest(asset: MediaAsset) {
    return uploaded.find((u) => u.id === asset.id) ?? asset;
  }

  function pick(asset: MediaAsset) {
    const isChosen = chosen.includes(asset.id);
    const refusal = mediaRefusal(asset);
    if (isChosen) {
      onToggle(asset);
      setOpen(null);
      setMessage(`${asset.filename} was taken out of the gallery.`);
    } else if (refusal) {
      setOpen(asset);
      setMessage(`${asset.filename} cannot be chosen: ${refusal}.`);
    } else if (isFull) {
      setMessage('The gallery is full: take a picture out first.');
    } else {
      onToggle(asset);
      setOpen(null);
      setMessage(`${asset.filename} was added to the gallery.`);
    }
  }

  async function saveDetails(asset: MediaAsset, details: MediaDetails) {
    const saved = await source.saveDetails(asset.id, details);
    replace(saved);
    setMessage(
      saved.usable
        ? `Alt text saved: ${saved.filename} can be chosen now.`
        : `Details saved: ${saved.filename} cannot be chosen yet: ${mediaRefusal(saved)}.`,
    );
    return saved;
  }

  async function checkAgain(asset: MediaAsset) {
    try {
      const now = await source.get(asset.id);
      replace(now);
      setMessage(
        now.usable
          ? `${now.filename} is ready and can be chosen now.`
          : `${now.filename}: ${mediaRefusal(now)}.`,
      );
    } catch {
      setMessage(`${asset.filename} could not be looked up again. Please try again.`);
    }
  }

  const total = result ? result.total + fresh.length : undefined;
  return (
    <div className={styles.picker}>
      <section className={styles.pickerSection} aria-labelledby={`${id}-upload`}>
        <h3 id={`${id}-upload`} className={styles.sectionTitle}>
          Upload new pictures
        </h3>
        <MediaUploader
          upload={source.upload}
          onUploaded={(asset) => {
            setUploaded((all) => [asset, ...all]);
            onAssetChange(asset);
          }}
        />
      </section>
      <section className={styles.pickerSection} aria-labelledby={`${id}-library`}>
        <h3 id={`${id}-library`} className={styles.sectionTitle}>
          From the library
        </h3>
        <p className={styles.status} role="status">
          {message}
        </p>
        {open ? (
          <Refusal
            asset={open}
            onSave={(details) => saveDetails(open, details)}
            onCheckAgain={() => checkAgain(open)}
            onChoose={() => pick(open)}
            isChosen={chosen.includes(open.id)}
          />
        ) : null}
        <MediaLibraryGrid
          items={items}
          isLoading={isLoading}
          errorText={loadError ? MEDIA_ERROR_TEXT : null}
          search={search}
          onSearchChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
          selectedIds={chosen}
          onSelect={pick}
          page={page}
          pageSize={result?.pageSize}
          total={total}
          onPageChange={setPage}
        />
      </section>
      <div className={styles.footer}>
        <span>
          {chosen.length === 1 ? '1 picture' : `${chosen.length} pictures`} in the gallery
        </span>
        <Button onPress={close}>Done</Button>
      </div>
    </div>
  );
}

/** The open picture that cannot be chosen: why, and the way to make it usable. */
function Refusal({
  asset,
  onSave,
  onCheckAgain,
  onChoose,
  isChosen,
}: {
  asset: MediaAsset;
  onSave: (details: MediaDetails) => Promise<unknown>;
  onCheckAgain: () => void;
  onChoose: () => void;
  isChosen: boolean;
}) {
  const refusal = mediaRefusal(asset);
  return (
    <section className={styles.refusal} aria-label={`${asset.filename}: ${refusal ?? 'ready'}`}>
      {refusal === 'Add alt text first' ? (
        <>
          <p className={styles.status}>
            <strong>Add alt text first.</strong> A listing shows only described pictures.
          </p>
          <MediaDetailsForm key={asset.id} asset={asset} headingLevel={4} onSubmit={onSave} />
        </>
      ) : refusal ? (
        <>
          <h4 className={styles.sectionTitle}>{asset.filename}</h4>
          <p className={styles.status}>
            <strong>{refusal}.</strong>{' '}
            {asset.status === 'processing'
              ? 'It can be chosen once its sizes are made, usually within a minute.'
              : 'Upload the picture again, as JPEG, PNG, WebP or AVIF.'}
          </p>
          {asset.status === 'processing' ? (
            <div>
              <Button size="sm" variant="secondary" onPress={onCheckAgain}>
                Check again
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <h4 className={styles.sectionTitle}>{asset.filename}</h4>
          <div>
            <Button size="sm" onPress={onChoose} isDisabled={isChosen}>
              {isChosen ? 'In the gallery' : 'Add to the gallery'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
