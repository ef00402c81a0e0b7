import {
  MEDIA_ACCEPT,
  MEDIA_MAX_UPLOAD_BYTES,
  mediaFileProblem,
  type MediaAsset,
} from '@cabo/contract';
import { useRef, useState } from 'react';
import { DropZone, FileTrigger, ProgressBar, type FileDropItem } from 'react-aria-components';
import { Button } from '../../components/Button/index.ts';
import * as styles from './MediaUploader.css';

/**
 * Sends one file and reports how much of it has gone (0..1) as it goes (XMLHttpRequest's
 * upload progress). Resolves with the stored picture; rejects with an Error whose message
 * the uploader shows under the file, with Retry unless the error says `retryable: false`
 * (the server refused the file itself: 400, 413, 415).
 */
export type MediaUploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<MediaAsset>;

export interface MediaUploaderProps {
  upload: MediaUploadFn;
  /** The server's limit (MEDIA_MAX_UPLOAD_MB); files over it are refused before sending. */
  maxBytes?: number;
  /** Each picture the server has stored. */
  onUploaded?: (asset: MediaAsset) => void;
}

type Entry =
  | { key: number; file: File; state: 'uploading'; progress: number }
  | { key: number; file: File; state: 'done'; asset: MediaAsset }
  | { key: number; file: File; state: 'error'; message: string; retryable: boolean };

/**
 * Staff pick or drop pictures; each file gets its own row with a progress bar, its own
 * message when it is refused (wrong type, too big: checked here as the server checks), and
 * a retry when sending failed.
 */
export function MediaUploader({
  upload,
  maxBytes = MEDIA_MAX_UPLOAD_BYTES,
  onUploaded,
}: MediaUploaderProps) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextKey = useRef(0);
  const update = (key: number, entry: Entry) =>
    setEntries((all) => all.map((e) => (e.key === key ? entry : e)));

  function send(key: number, file: File) {
    update(key, { key, file, state: 'uploading', progress: 0 });
    upload(file, (progress) => update(key, { key, file, state: 'uploading', progress })).then(
      (asset) => {
        update(key, { key, file, state: 'done', asset });
        onUploaded?.(asset);
      },
      (err: unknown) =>
        update(key, {
          key,
          file,
          state: 'error',
          message: err instanceof Error ? err.message : 'The upload failed',
          retryable: (err as { retryable?: boolean } | null)?.retryable !== false,
        }),
    );
  }

  function add(files: File[]) {
    const added = files.map((file): Entry => {
      const key = (nextKey.current += 1);
      const problem = mediaFileProblem(file, maxBytes);
      return problem
        ? { key, file, state: 'error', message: problem, retryable: false }
        : { key, file, state: 'uploading', progress: 0 };
    });
    setEntries((all) => [...added, ...all]);
    for (const entry of added) if (entry.state === 'uploading') send(entry.key, entry.file);
  }

  return (
    <div className={styles.root}>
      <DropZone
        className={styles.dropZone}
        aria-label="Drop pictures to upload"
        getDropOperation={(types) =>
          MEDIA_ACCEPT.split(',').some((t) => types.has(t)) ? 'copy' : 'cancel'
        }
        onDrop={async (event) => {
          const files = event.items.filter((i): i is FileDropItem => i.kind === 'file');
          add(await Promise.all(files.map((i) => i.getFile())));
        }}
      >
        <p className={styles.hint}>
          Drop JPEG, PNG, WebP or AVIF pictures here, up to {Math.floor(maxBytes / (1024 * 1024))}{' '}
          MB each
        </p>
        <FileTrigger
          acceptedFileTypes={MEDIA_ACCEPT.split(',')}
          allowsMultiple
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button variant="secondary">Choose pictures</Button>
        </FileTrigger>
      </DropZone>
      {entries.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads">
          {entries.map((entry) => (
            <li key={entry.key} className={styles.item} data-state={entry.state}>
              {entry.state === 'uploading' ? (
                <ProgressBar
                  className={styles.progress}
                  value={Math.round(entry.progress * 100)}
                  aria-label={`Uploading ${entry.file.name}`}
                >
                  {({ percentage, valueText }) => (
                    <>
                      <span className={styles.progressLabel}>
                        <span className={styles.name}>{entry.file.name}</span>
                        <span>{valueText}</span>
                      </span>
                      <span className={styles.track}>
                        <span className={styles.fill} style={{ width: `${percentage}%` }} />
                      </span>
                    </>
                  )}
                </ProgressBar>
              ) : (
                <span className={styles.name}>{entry.file.name}</span>
              )}
              {entry.state === 'error' ? (
                <>
                  {entry.retryable ? (
                    <Button size="sm" variant="ghost" onPress={() => send(entry.key, entry.file)}>
                      Retry
                    </Button>
                  ) : (
                    <span />
                  )}
                  <p className={styles.error} role="alert">
                    {entry.message}
                  </p>
                </>
              ) : null}
              {entry.state === 'done' ? (
                <p className={styles.done}>
                  Uploaded{entry.asset.altMissing ? ': add alt text before using it' : ''}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
