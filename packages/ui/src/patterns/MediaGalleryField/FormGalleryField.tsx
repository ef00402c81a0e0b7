import { publicPicture, type MediaAsset } from '@cabo/contract';
import { useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, type FieldError, type FieldValues } from 'react-hook-form';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Image, mediaImageProps } from '../../components/Image/index.ts';
import * as fieldStyles from '../../field/Field.css';
import { FormSendingContext } from '../../form/ContractForm.tsx';
import type { FormFieldProps } from '../../form/FormFields.tsx';
import * as styles from './MediaGalleryField.css';
import { MediaPickerDialog, mediaRefusal, type MediaPickerSource } from './MediaPickerDialog.tsx';

/** The contract's limit on a listing's gallery (content.ts). */
export const GALLERY_MAX_PICTURES = 40;

export interface FormGalleryFieldProps<
  T extends FieldValues,
  TParsed extends FieldValues = T,
> extends FormFieldProps<T, string[] | undefined, TParsed> {
  label: ReactNode;
  description?: ReactNode;
  source: MediaPickerSource;
  isDisabled?: boolean;
  max?: number;
}

/** The first message of an array field: its own, or the first of its items'. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & { root?: FieldError };
  if (typeof e.message === 'string' && e.message) return e.message;
  if (e.root?.message) return e.root.message;
  for (const item of Object.values(error)) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return undefined;
}

type Known = MediaAsset | 'missing';

/**
 * A listing's pictures (`galleryIds`: media ids in order, the first the cover): thumbnails
 * in order with move and remove buttons, and "Add pictures", which opens the media library
 * with an upload area (MediaPickerDialog). Only usable pictures can be chosen (docs/media.md).
 */
export function FormGalleryField<T extends FieldValues, TParsed extends FieldValues = T>({
  control,
  name,
  label,
  description,
  source,
  isDisabled = false,
  max = GALLERY_MAX_PICTURES,
}: FormGalleryFieldProps<T, TParsed>) {
  const { field, fieldState } = useController({ control, name });
  const isSubmitting = useContext(FormSendingContext);
  const disabled = isDisabled || isSubmitting;
  const ids = useMemo(() => (field.value as string[] | undefined) ?? [], [field.value]);
  const setIds = (next: string[]) => field.onChange(next);

  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const error = firstMessage(fieldState.error);
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  // The pictures already in the field, each looked up once.
  const [known, setKnown] = useState<Record<string, Known>>({});
  const asked = useRef(new Set<string>());
  const remember = (asset: MediaAsset) => setKnown((k) => ({ ...k, [asset.id]: asset }));
  useEffect(() => {
    for (const mediaId of ids) {
      if (asked.current.has(mediaId)) continue;
      asked.current.add(mediaId);
      source.get(mediaId).then(
        (asset) => setKnown((k) => (k[mediaId] ? k : { ...k, [mediaId]: asset })),
        () => setKnown((k) => ({ ...k, [mediaId]: 'missing' })),
      );
    }
  }, [ids, source]);

  const [isOpen, setIsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // After a move or a removal, focus goes to the button that continues the task.
  const focusNext = useRef<string | null>(null);
  const setFocusKey = (key: string) => {
    focusNext.current = key;
  };
  useEffect(() => {
    const focusKey = focusNext.current;
    if (!focusKey) return;
    focusNext.current = null;
    const wanted = listRef.current?.querySelector<HTMLButtonElement>(
      `[data-focus-key="${CSS.escape(focusKey)}"]`,
    );
    if (wanted && !wanted.disabled) wanted.focus();
    else addRef.current?.focus();
  });

  const nameOf = (mediaId: string) => {
    const asset = known[mediaId];
    return asset && asset !== 'missing' ? asset.filename : 'Picture';
  };

  function move(index: number, by: -1 | 1) {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setIds(next);
    const to = index + by;
    setAnnouncement(`${nameOf(moved!)} is now picture ${to + 1} of ${next.length}.`);
    const atEdge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    setFocusKey(
      `${moved}:${atEdge ? (by === -1 ? 'later' : 'earlier') : by === -1 ? 'earlier' : 'later'}`,
    );
  }

  function remove(index: number) {
    const removed = ids[index]!;
    const next = ids.filter((_, i) => i !== index);
    setIds(next);
    setAnnouncement(`${nameOf(removed)} was taken out of the gallery.`);
    const neighbour = next[index] ?? next[index - 1];
    setFocusKey(neighbour ? `${neighbour}:remove` : 'add');
  }

  return (
    <div
      className={fieldStyles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {ids.length === 0 ? (
        <p className={styles.empty}>No pictures yet. The first picture you add is the cover.</p>
      ) : (
        <ol ref={listRef} className={styles.list} aria-label="Pictures in order">
          {ids.map((mediaId, index) => {
            const asset = known[mediaId];
            const name = nameOf(mediaId);
            const refusal = asset && asset !== 'missing' ? mediaRefusal(asset) : null;
            return (
              <li key={mediaId} className={styles.item}>
                <div className={styles.frame}>
                  {asset === 'missing' ? (
                    'Not in the library'
                  ) : !asset ? (
                    'Loading…'
                  ) : asset.status === 'ready' ? (
                    <Image
                      {...mediaImageProps(publicPicture(asset), '12rem')}
                      alt={asset.alt ?? ''}
                      width={3}
                      height={2}
                      radius="sm"
                    />
                  ) : (
                    'Processing…'
                  )}
                </div>
                <div className={styles.meta}>
                  {index === 0 ? <Badge tone="brand">Cover</Badge> : null}
                  <span className={styles.filename}>{name}</span>
                  {refusal ? <Badge tone="yellow">{refusal}</Badge> : null}
                  {asset === 'missing' ? <Badge tone="red">Missing</Badge> : null}
                </div>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} earlier`}
                    data-focus-key={`${mediaId}:earlier`}
                    isDisabled={disabled || index === 0}
                    onPress={() => move(index, -1)}
                  >
                    ← Earlier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} later`}
                    data-focus-key={`${mediaId}:later`}
                    isDisabled={disabled || index === ids.length - 1}
                    onPress={() => move(index, 1)}
                  >
                    Later →
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    data-focus-key={`${mediaId}:remove`}
                    isDisabled={disabled}
                    onPress={() => remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.addRow}>
        <Button
          ref={addRef}
          variant="secondary"
          isDisabled={disabled}
          onPress={() => setIsOpen(true)}
        >
          Add pictures
        </Button>
        <span className={fieldStyles.description}>
          {ids.length} of {max} pictures
        </span>
      </div>
      <p className={styles.status} role="status">
        {announcement}
      </p>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
      <MediaPickerDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        source={source}
        chosen={ids}
        isFull={ids.length >= max}
        onAssetChange={remember}
        onToggle={(asset) => {
          remember(asset);
          const current = ((field.value as string[] | undefined) ?? []) as string[];
          setIds(
            current.includes(asset.id)
              ? current.filter((x) => x !== asset.id)
              : [...current, asset.id],
          );
        }}
      />
    </div>
  );
}
