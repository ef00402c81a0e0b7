import type { ContentAction, ContentStatus } from '@cabo/contract';

// Words for the content studio's values (docs/admin.md, "Content studio"), shared by its
// list, header and history.

/** Cabo San Lucas' zone: the studio's dates read as the team's clock, wherever staff are. */
export const CABO_TIME_ZONE = 'America/Mazatlan';

export const contentStatusLabel: Record<ContentStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const contentActionLabel: Record<ContentAction, string> = {
  seed: 'Imported from the seed data',
  create: 'Created',
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  archive: 'Archived',
  restore: 'Restored an earlier version',
};

/** "Mar 21, 2026, 4:40 PM" in Cabo time (or `timeZone`). */
export const contentDateTime = (iso: string, timeZone = CABO_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
