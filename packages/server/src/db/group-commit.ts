/**
 * Group commit: calls that arrive while earlier ones are being written wait, then share one
 * write (one statement or transaction for up to `maxBatch` of them), so a burst costs a round
 * trip and a commit per batch rather than per call; a lone call is written at once, and at
 * most `maxWriters` writes run at a time. When a shared write fails (one item refused, say),
 * each of its items is written on its own, so one item never fails another.
 *
 * `write` answers one result per item, in the order given.
 */
export function groupCommit<T, R>(
  write: (items: readonly T[]) => Promise<R[]>,
  options: { maxBatch?: number; maxWriters?: number } = {},
): (item: T) => Promise<R> {
  const maxBatch = options.maxBatch ?? 64;
  const maxWriters = options.maxWriters ?? 2;
  const waiting: Array<{ item: T; resolve: (result: R) => void; reject: (err: unknown) => void }> =
    [];
  let writers = 0;

  async function writeAlone(entry: (typeof waiting)[number]): Promise<void> {
    try {
      entry.resolve((await write([entry.item]))[0]!);
    } catch (err) {
      entry.reject(err);
    }
  }

  async function drain(): Promise<void> {
    writers += 1;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        if (batch.length === 1) {
          await writeAlone(batch[0]!);
          continue;
        }
        let results: R[];
        try {
          results = await write(batch.map((entry) => entry.item));
        } catch {
          await Promise.all(batch.map(writeAlone));
          continue;
        }
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      }
    } finally {
      writers -= 1;
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writers < maxWriters) void drain();
    });
}
