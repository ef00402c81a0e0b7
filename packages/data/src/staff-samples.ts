import type { StaffUser } from '@cabo/contract';

// Sample staff accounts, for the MSW mocks and the stories (docs/admin.md, "Staff accounts").

/** The first admin, who made the others (the mocks' signed-in admin). */
const boss = { id: 1, name: 'admin' };

/** Every state the staff table shows: the first admin, an editor, a disabled editor. */
export const staffSamples: StaffUser[] = [
  {
    id: 1,
    username: 'admin',
    email: null,
    role: 'admin',
    disabledAt: null,
    receivesNewRequests: true,
    createdAt: '2026-01-05T15:00:00.000Z',
    createdBy: null,
  },
  {
    id: 2,
    username: 'maria',
    email: 'maria@example.com',
    role: 'editor',
    disabledAt: null,
    receivesNewRequests: false,
    createdAt: '2026-02-10T16:30:00.000Z',
    createdBy: boss,
  },
  {
    id: 3,
    username: 'luis.ops',
    email: null,
    role: 'admin',
    disabledAt: null,
    receivesNewRequests: false,
    createdAt: '2026-02-20T09:00:00.000Z',
    createdBy: boss,
  },
  {
    id: 4,
    username: 'old.writer',
    email: null,
    role: 'editor',
    disabledAt: '2026-03-01T12:00:00.000Z',
    receivesNewRequests: false,
    createdAt: '2026-01-20T11:00:00.000Z',
    createdBy: boss,
  },
];
