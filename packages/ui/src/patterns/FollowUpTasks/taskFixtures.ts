import type { AdminTask } from '@cabo/contract';

/** Stories' tasks, counted from a fixed Cabo today. */
export const STORY_TODAY = '2026-03-10';

const base = {
  recordTable: 'leads',
  assignee: { id: 1, name: 'boss' },
  createdBy: { id: 1, name: 'boss' },
  createdAt: '2026-03-01T16:00:00.000Z',
  doneAt: null,
} as const;

export const storyTasks: AdminTask[] = [
  {
    ...base,
    id: 1,
    recordId: 11,
    recordReference: 'CBO-7K4Q2',
    recordLabel: 'CBO-7K4Q2 · Sofía Ramírez',
    title: 'Send the quote for the venue',
    dueDay: '2026-03-08',
  },
  {
    ...base,
    id: 2,
    recordId: 12,
    recordReference: 'CBO-9RT3X',
    recordLabel: 'CBO-9RT3X · Olivia Brooks',
    recordTable: 'bookings',
    title: 'Call about the villa dates',
    dueDay: STORY_TODAY,
  },
  {
    ...base,
    id: 3,
    recordId: 11,
    recordReference: 'CBO-7K4Q2',
    recordLabel: 'CBO-7K4Q2 · Sofía Ramírez',
    title: 'Ask how the tasting went',
    dueDay: '2026-03-14',
  },
  {
    ...base,
    id: 4,
    recordId: 11,
    recordReference: 'CBO-7K4Q2',
    recordLabel: 'CBO-7K4Q2 · Sofía Ramírez',
    title: 'First call',
    dueDay: '2026-03-02',
    doneAt: '2026-03-02T18:00:00.000Z',
  },
];
