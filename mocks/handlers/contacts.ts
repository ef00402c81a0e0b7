import {
  adminContactMergeRequestSchema,
  adminContactQuerySchema,
  apiPaths,
  type AdminContact,
  type AdminContactDetail,
  type AdminContactMerge,
  type AdminContactPage,
  type AdminContactRecord,
  type AdminContactSuggestions,
  type AdminRecordContact,
  type ContactRecordKind,
} from '@cabo/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_ADMIN_NOW } from './admin.ts';
import { apiError, internalError, mockAdmin, parseQuery, parseRequest } from './auth.ts';

// The contacts API as the server answers it (docs/admin.md, "Contacts"): the list (most
// recently active first, searched), one contact with its requests, the suggested duplicates,
// a merge, and a record's contact.

interface MockContact {
  id: number;
  records: AdminContactRecord[];
  mergedInto: number | null;
  merges: AdminContactMerge[];
}

const record = (
  kind: ContactRecordKind,
  id: number,
  reference: string,
  at: string,
  fields: Partial<AdminContactRecord> & Pick<AdminContactRecord, 'name' | 'email'>,
): AdminContactRecord => ({
  kind,
  id,
  reference,
  createdAt: at,
  status: kind === 'lead' ? 'new' : 'pending',
  summary:
    kind === 'lead'
      ? 'wedding (wedding)'
      : kind === 'booking'
        ? 'villa: Villa Las Rocas'
        : 'Ultimate Cabo Guide 2025',
  phone: null,
  spam: false,
  ...fields,
});

/** Ana (three requests, two e-mails joined by her phone), her work address, Ben, Hannah. */
export const mockContacts = (): MockContact[] => [
  {
    id: 1,
    mergedInto: null,
    merges: [],
    records: [
      record('guide', 31, 'CBO-7K4Q2', '2026-03-20T15:00:00.000Z', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '+52 624 123 4567',
      }),
      record('booking', 21, 'CBO-3M8RT', '2026-03-12T18:30:00.000Z', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        status: 'confirmed',
      }),
      record('lead', 11, 'CBO-9PX4D', '2026-03-02T16:00:00.000Z', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '624 123 4567',
        status: 'contacted',
      }),
    ],
  },
  {
    id: 2,
    mergedInto: null,
    merges: [],
    records: [
      record('lead', 12, 'CBO-4HN2W', '2026-03-18T14:00:00.000Z', {
        name: 'Ana Ruiz',
        email: 'ana.ruiz@work.example',
        summary: 'concierge (luxury-concierge)',
      }),
    ],
  },
  {
    id: 3,
    mergedInto: null,
    merges: [],
    records: [
      record('lead', 13, 'CBO-6TB1K', '2026-03-10T12:00:00.000Z', {
        name: 'Ben Ortiz',
        email: 'ben@example.com',
        phone: '+1 310 555 0101',
        summary: 'group trip (family-trip)',
      }),
    ],
  },
  {
    id: 4,
    mergedInto: null,
    merges: [],
    records: [
      record('guide', 32, 'CBO-2WQ8Z', '2026-03-05T09:00:00.000Z', {
        name: 'Hannah Lee',
        email: 'hannah@example.com',
      }),
    ],
  },
];

function summaryOf(contact: MockContact): AdminContact {
  const counted = contact.records.filter((r) => !r.spam);
  const newest = contact.records[0]!;
  return {
    id: contact.id,
    name: newest.name,
    emails: [...new Set(counted.map((r) => r.email.toLowerCase()))].sort(),
    phones: [...new Set(counted.flatMap((r) => (r.phone ? [r.phone] : [])))].sort(),
    requests: counted.length,
    lastActivity: newest.createdAt,
  };
}

const byNewest = (a: AdminContactRecord, b: AdminContactRecord) =>
  b.createdAt.localeCompare(a.createdAt);

/**
 * The contacts calls over `initial`. With `remember`, a merge is kept in the closure (call it
 * in the story so no other story shares it).
 */
export function contactsHandlers(
  initial: () => MockContact[] = mockContacts,
  { remember = false }: { remember?: boolean } = {},
): HttpHandler[] {
  let contacts = initial();
  const live = () => contacts.filter((c) => c.mergedInto === null);
  const find = (id: number) => {
    const found = contacts.find((c) => c.id === id);
    return found?.mergedInto ? contacts.find((c) => c.id === found.mergedInto) : found;
  };
  const detailOf = (contact: MockContact): AdminContactDetail => ({
    contact: summaryOf(contact),
    records: contact.records,
    merges: contact.merges,
  });

  return [
    http.get(apiPaths.adminContacts, ({ request }) => {
      const query = parseQuery(request, adminContactQuerySchema);
      if (!query.ok) return query.response;
      const { search, page, pageSize } = query.data;
      const term = search.toLowerCase();
      const digits = search.replace(/\D/g, '');
      const matching = live()
        .filter(
          (c) =>
            term === '' ||
            c.records.some(
              (r) =>
                r.name.toLowerCase().includes(term) ||
                r.email.toLowerCase().includes(term) ||
                r.reference.toLowerCase().includes(term) ||
                (digits.length >= 3 && (r.phone ?? '').replace(/\D/g, '').includes(digits)),
            ),
        )
        .map(summaryOf)
        .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
      return HttpResponse.json<AdminContactPage>({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }),
    http.get(apiPaths.adminContactSuggestions, () => {
      const [first, second] = [find(1), find(2)];
      const suggestions: AdminContactSuggestions['suggestions'] =
        first && second && first.id !== second.id
          ? [{ first: summaryOf(first), second: summaryOf(second), reason: 'email_name' }]
          : [];
      return HttpResponse.json<AdminContactSuggestions>({ suggestions });
    }),
    http.get(apiPaths.adminRecordContact, ({ params }) => {
      const contact = live().find((c) =>
        c.records.some((r) => r.kind === params.kind && r.id === Number(params.id)),
      );
      if (!contact) return apiError(404, 'not_found', 'No record with that id');
      return HttpResponse.json<AdminRecordContact>({
        contactId: contact.id,
        otherRequests: contact.records.filter((r) => !r.spam).length - 1,
      });
    }),
    http.get(apiPaths.adminContact, ({ params }) => {
      const contact = find(Number(params.id));
      if (!contact) return apiError(404, 'not_found', 'No contact with that id');
      return HttpResponse.json<AdminContactDetail>(detailOf(contact));
    }),
    http.post(apiPaths.adminContactMerge, async ({ request, params }) => {
      const body = await parseRequest(request, adminContactMergeRequestSchema);
      if (!body.ok) return body.response;
      const keptId = Number(params.id);
      const { otherId } = body.data;
      if (keptId === otherId) {
        const message = 'A contact cannot be merged into itself';
        return apiError(400, 'validation_failed', message, { otherId: [message] });
      }
      const kept = contacts.find((c) => c.id === keptId);
      const other = contacts.find((c) => c.id === otherId);
      if (!kept || !other) return apiError(404, 'not_found', 'No contact with that id');
      if (kept.mergedInto !== null || other.mergedInto !== null) {
        return apiError(409, 'already_merged', 'That contact was already merged into another');
      }
      await delay(150);
      const merged: MockContact = {
        ...kept,
        records: [...kept.records, ...other.records].sort(byNewest),
        merges: [
          {
            mergedId: other.id,
            at: MOCK_ADMIN_NOW,
            actor: mockAdmin.username ?? 'admin',
            references: other.records.map((r) => r.reference),
          },
          ...kept.merges,
        ],
      };
      const next = contacts.map((c) =>
        c.id === kept.id
          ? merged
          : c.id === other.id || c.mergedInto === other.id
            ? { ...c, mergedInto: kept.id }
            : c,
      );
      if (remember) contacts = next;
      return HttpResponse.json<AdminContactDetail>(detailOf(merged));
    }),
  ];
}

export const contacts = contactsHandlers();

/** Every contacts call fails (the lists' and the page's error states). */
export const contactsError: HttpHandler[] = [
  apiPaths.adminContacts,
  apiPaths.adminContactSuggestions,
  apiPaths.adminContact,
  apiPaths.adminRecordContact,
].map((path) => http.get(path, internalError));

/** The merge is refused by the server (someone merged the pair a moment earlier). */
export const contactsMergeConflict: HttpHandler[] = [
  http.post(apiPaths.adminContactMerge, () =>
    apiError(409, 'already_merged', 'That contact was already merged into another'),
  ),
  ...contactsHandlers(),
];
