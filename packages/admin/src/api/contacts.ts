import {
  adminContactDetailSchema,
  apiPath,
  apiPaths,
  type AdminContactDetail,
  type AdminContactPage,
  type AdminContactSuggestions,
  type AdminRecordContact,
  type ContactRecordKind,
} from '@cabo/contract';
import { api } from '@cabo/ui/app/api';
import { useQuery } from '@tanstack/react-query';
import { useAdminList } from './get-admin-list.ts';

/** GET /api/admin/contacts: a page of contacts, most recently active first. */
export const useContacts = (query: Record<string, string | number>) =>
  useAdminList<AdminContactPage>(apiPaths.adminContacts, query);

export const contactKey = (id: number) => apiPath(apiPaths.adminContact, { id });

/** GET /api/admin/contacts/:id: the contact and every request it holds. */
export const useContact = (id: number) =>
  useQuery<AdminContactDetail | null>({ queryKey: [contactKey(id)] });

/** GET /api/admin/contacts/suggestions: pairs that may be one person. */
export const useContactSuggestions = () =>
  useQuery<AdminContactSuggestions | null>({ queryKey: [apiPaths.adminContactSuggestions] });

/** GET /api/admin/contacts/of/:kind/:id: a record's contact ("Same person"). */
export const useRecordContact = (kind: ContactRecordKind, id: number) =>
  useQuery<AdminRecordContact | null>({
    queryKey: [apiPath(apiPaths.adminRecordContact, { kind, id })],
    retry: false,
  });

/** POST /api/admin/contacts/:id/merge: `otherId` joins the contact at `keptId`. */
export const mergeContacts = (keptId: number, otherId: number) =>
  api
    .post(apiPath(apiPaths.adminContactMerge, { id: keptId }), { json: { otherId } })
    .json()
    .then((body) => adminContactDetailSchema.parse(body));
