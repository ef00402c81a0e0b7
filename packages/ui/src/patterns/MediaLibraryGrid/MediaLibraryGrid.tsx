import { ADMIN_PAGE_SIZE, mediaMessages, publicPicture, type MediaAsset } from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Image, mediaImageProps } from '../../components/Image/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { SearchField } from '../../components/SearchField/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as styles from './MediaLibraryGrid.css';

export const MEDIA_EMPTY_TEXT = 'No pictures yet. Upload the first one above.';
export const mediaNoMatchText = (search: string) => `No pictures match “${search}”.`;
export const MEDIA_ERROR_TEXT = 'Error loading the pictures. Please try again.';

export interface MediaLibraryGridProps {
  items: readonly MediaAsset[] | undefined;
  isLoading?: boolean;
  errorText?: string | null;
  search: string;
  onSearchChange: (search: string) => void;
  /** The picture whose details are open. */
  selectedId?: string | null;
  /** Several pictures marked as chosen (a gallery's picker); replaces `selectedId`. */
  selectedIds?: readonly string[];
  onSelect: (asset: MediaAsset) => void;
  /** The list's paging (GET /api/admin/media answers one page and the total). */
  page?: number;
  pageSize?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The media library (docs/media.md): thumbnails newest first, a search over alt text and file
 * names, and badges for what a picture still lacks (alt text) or is still doing (processing).
 */
export function MediaLibraryGrid({
  items,
  isLoading = false,
  errorText,
  search,
  onSearchChange,
  selectedId,
  selectedIds,
  onSelect,
  page = 1,
  pageSize = ADMIN_PAGE_SIZE,
  total,
  onPageChange,
}: MediaLibraryGridProps) {
  return (
    <section className={styles.root} aria-label="Media library" aria-busy={isLoading}>
      <SearchField
        label="Search pictures"
        placeholder="Alt text or file name"
        value={search}
        onChange={onSearchChange}
      />
      {errorText ? (
        <p className={styles.empty} role="alert">
          {errorText}
        </p>
      ) : isLoading && !items ? (
        <Spinner label="Loading pictures" />
      ) : !items?.length ? (
        <p className={styles.empty}>
          {search.trim() ? mediaNoMatchText(search.trim()) : MEDIA_EMPTY_TEXT}
        </p>
      ) : (
        <ul className={styles.grid} aria-label="Pictures">
          {items.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={
                  selectedIds ? selectedIds.includes(asset.id) : asset.id === selectedId
                }
                onClick={() => onSelect(asset)}
              >
                {asset.status === 'ready' ? (
                  // The file name names the button; the thumbnail only repeats it, cropped to
                  // one 3:2 frame around its focal point so the grid lines up.
                  <Image
                    {...mediaImageProps(publicPicture(asset), '10rem')}
                    alt=""
                    width={3}
                    height={2}
                    radius="sm"
                  />
                ) : (
                  <span className={styles.waiting} aria-hidden="true">
                    {asset.status === 'processing' ? 'Processing…' : 'Failed'}
                  </span>
                )}
                <span className={styles.filename}>{asset.filename}</span>
                <span className={styles.badges}>
                  {asset.status === 'processing' ? <Badge tone="blue">Processing</Badge> : null}
                  {asset.status === 'failed' ? <Badge tone="red">Could not be read</Badge> : null}
                  {asset.altMissing ? (
                    <Badge tone="yellow">{mediaMessages.altMissing}</Badge>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {onPageChange && total !== undefined ? (
        <Pagination
          label="Pictures pages"
          page={page}
          pageCount={Math.ceil(total / pageSize)}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}
