import {
  ADMIN_FILTER_ALL,
  ADMIN_PAGE_SIZE,
  OWNER_FILTER_MINE,
  adminListSearch,
  apiPaths,
  type AdminActivity,
  type AdminEarlierLead,
  type RecordOwner,
  type TaskRecordKind,
  type ContactRecordKind,
} from '@cabo/contract';
import {
  AdminFilterBar,
  Button,
  DataTable,
  OwnerEditor,
  Link,
  RecordDrawer,
  StatusEditor,
  useToasts,
  type DataTableColumn,
  type FormSubmitContext,
  type SelectOption,
  type SortDescriptor,
  type StatusUpdateValues,
} from '@cabo/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { ApiResponseError } from '@cabo/ui/app/api';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useAdminList } from '../api/get-admin-list.ts';
import { adminRecordKey, useAdminRecord } from '../api/get-admin-record.ts';
import { postGuideResend } from '../api/resend-guide.ts';
import { useOwnerChoices, useSaveOwner } from '../api/record-owner.ts';
import { patchAdminRecord } from '../api/update-admin-record.ts';
import { SamePersonLink } from '../contacts/SamePersonLink.tsx';
import * as styles from './AdminListView.css';
import { RecordFollowUps, type FollowUpRecord } from './RecordFollowUps.tsx';

interface Row {
  id: number;
  status: string;
  /** Flagged as spam (listed in the spam view). */
  spam?: boolean;
  owner: RecordOwner;
}

interface Detail<R> {
  record: R;
  history: AdminActivity[];
  earlierLeads?: AdminEarlierLead[];
}

type ListQuery = Record<string, string | number>;

export interface AdminListConfig<R extends Row> {
  /** "leads": names the table and the docs' texts. */
  noun: string;
  /** The noun in the error text, when it differs (guide downloads load "guide submissions"). */
  errorNoun?: string;
  listPath: string;
  csvPath: string;
  recordPath: string;
  /** PUT: the record's owner (docs/admin.md, "Owners"). */
  ownerPath: string;
  /** The contract's query schema: reads the URL's filters with the server's defaults. */
  querySchema: z.ZodType<ListQuery>;
  filters: readonly { name: string; label: string; options: readonly SelectOption[] }[];
  searchPlaceholder?: string;
  columns: readonly DataTableColumn<R>[];
  rowLabel: (row: R) => string;
  drawerTitle: (record: R) => string;
  /** Facts shown first in the record (a booking's value, party and dates). */
  summary?: (record: R) => ReactNode;
  /** Leads and bookings take a status and note; guide downloads are sent again instead. */
  editor?: 'lead' | 'booking';
  /** Leads: "Edit" beside "View" opens the record at its status editor. */
  editAction?: boolean;
  resend?: boolean;
  /** Leads: a spam-flagged one has "Not spam", which moves it back among the leads. */
  notSpam?: boolean;
  /** Leads: the record's own page, linked from the drawer. */
  pageHref?: (id: number) => string;
  /** The record's table: replies, WhatsApp and tasks in the record view (RecordFollowUps). */
  followUps?: TaskRecordKind;
  /** The kind of request the list holds, for the record's "Same person" link. */
  contactKind: ContactRecordKind;
}

/** The query parameters a list keeps in the URL (next to the dashboard's `section`). */
const listParams = [
  'page',
  'pageSize',
  'search',
  'status',
  'interest',
  'type',
  'guide',
  'spam',
  'owner',
  'sort',
  'direction',
];

/**
 * One admin list (docs/admin.md): filters, sort and page live in the URL, so a reload or a
 * shared link shows the same rows; View opens the record with its editor and history.
 */
export function AdminListView<R extends Row>(config: AdminListConfig<R>) {
  const { noun, listPath, csvPath, recordPath } = config;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search);
  const parsed = config.querySchema.safeParse(Object.fromEntries(params));
  const query: ListQuery = parsed.success ? parsed.data : config.querySchema.parse({});
  const list = useAdminList<{ items: R[]; total: number; page: number; pageSize: number }>(
    listPath,
    query,
  );
  const [viewing, setViewing] = useState<{ id: number; edit: boolean } | null>(null);
  const detail = useAdminRecord<Detail<R>>(recordPath, viewing?.id ?? null);
  const admins = useOwnerChoices();

  /** Writes changed list parameters to the URL; a new filter starts again at page 1. */
  const setQuery = (changes: ListQuery) => {
    const next = new URLSearchParams(search);
    const merged = { ...query, ...('page' in changes ? {} : { page: 1 }), ...changes };
    for (const key of listParams) next.delete(key);
    new URLSearchParams(adminListSearch(merged)).forEach((value, key) => next.set(key, value));
    const text = next.toString();
    navigate(text ? `${location}?${text}` : location, { replace: true });
  };

  /** The list pages and the figures are refetched after a change. */
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        String(queryKey[0]).startsWith(listPath) || queryKey[0] === apiPaths.adminAnalytics,
    });

  const notSpam = useMutation({
    mutationFn: (row: R) => patchAdminRecord<Detail<R>>(recordPath, row.id, { spam: false }),
    onSuccess: (answer, row) => {
      queryClient.setQueryData([adminRecordKey(recordPath, row.id)], answer);
      void refresh();
      toasts.show({
        title: 'Moved to leads',
        description: `${config.rowLabel(row)} is listed among the leads again.`,
      });
    },
    onError: () =>
      toasts.show({
        variant: 'destructive',
        title: 'Update failed',
        description: 'Please try again.',
      }),
  });

  const resend = useMutation({
    mutationFn: postGuideResend,
    onSuccess: (answer) => {
      queryClient.setQueryData([adminRecordKey(recordPath, answer.record.id)], answer);
      void refresh();
      toasts.show({
        title: 'Guide queued',
        description: `Sending it again to ${answer.record.email}.`,
      });
    },
    onError: () =>
      toasts.show({
        variant: 'destructive',
        title: 'Resend failed',
        description: 'Please try again.',
      }),
  });

  const saveStatus = async (id: number, values: StatusUpdateValues, context: FormSubmitContext) => {
    try {
      const answer = await patchAdminRecord<Detail<R>>(recordPath, id, {
        ...(values.status ? { status: values.status } : {}),
        ...(values.note ? { note: values.note } : {}),
        ...(values.message ? { message: values.message } : {}),
      } as never);
      queryClient.setQueryData([adminRecordKey(recordPath, id)], answer);
      void refresh();
      toasts.show({ title: 'Changes saved' });
    } catch (error) {
      if (!showFieldErrors(error, context.setFieldError)) {
        toasts.show({
          variant: 'destructive',
          title: 'Update failed',
          // e.g. closing a lead here: the reason is asked on its page and on the board.
          description:
            (error instanceof ApiResponseError && error.body?.message) || 'Please try again.',
        });
      }
      throw error;
    }
  };

  const saveOwner = useSaveOwner(config.ownerPath, recordPath, () => void refresh());

  const sortDescriptor: SortDescriptor = {
    column: String(query.sort),
    direction: query.direction === 'ascending' ? 'ascending' : 'descending',
  };
  const { page: _page, pageSize: _pageSize, ...csvQuery } = query;
  const record = detail.data?.record;

  return (
    <div className={styles.view}>
      <AdminFilterBar
        label={`Filter ${noun}`}
        search={String(query.search ?? '')}
        onSearchChange={(value) => setQuery({ search: value })}
        searchPlaceholder={config.searchPlaceholder}
        filters={config.filters.map((f) => ({
          ...f,
          value: String(query[f.name] ?? ADMIN_FILTER_ALL),
        }))}
        onFilterChange={(name, value) => setQuery({ [name]: value })}
        onRefresh={() => void refresh()}
        isRefreshing={list.isFetching}
        quickFilter={{
          label: 'Mine',
          isSelected: query.owner === OWNER_FILTER_MINE,
          onChange: (mine) => setQuery({ owner: mine ? OWNER_FILTER_MINE : ADMIN_FILTER_ALL }),
        }}
      >
        <a className={styles.csv} href={`${csvPath}${adminListSearch(csvQuery)}`} download>
          Export CSV
        </a>
      </AdminFilterBar>
      <DataTable
        label={noun.charAt(0).toUpperCase() + noun.slice(1)}
        columns={config.columns}
        items={list.data?.items}
        isLoading={list.isPending}
        errorText={
          list.isError || list.data === null
            ? `Error loading ${config.errorNoun ?? noun}. Please try again.`
            : null
        }
        emptyText={`No ${noun} found with current filters.`}
        sortDescriptor={sortDescriptor}
        onSortChange={(d) => setQuery({ sort: String(d.column), direction: d.direction })}
        page={Number(query.page)}
        pageSize={Number(query.pageSize ?? ADMIN_PAGE_SIZE)}
        total={list.data?.total}
        onPageChange={(page) => setQuery({ page })}
        onView={(row) => setViewing({ id: row.id, edit: false })}
        rowLabel={config.rowLabel}
        rowActions={(row) => (
          <>
            {config.editAction && config.editor ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${config.rowLabel(row)}`}
                onPress={() => setViewing({ id: row.id, edit: true })}
              >
                Edit
              </Button>
            ) : null}
            {config.notSpam && query.spam === 'true' && row.spam ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Not spam: ${config.rowLabel(row)}`}
                isDisabled={notSpam.isPending}
                onPress={() => notSpam.mutate(row)}
              >
                Not spam
              </Button>
            ) : null}
            {/* Spam is never sent anything (docs/admin.md, "Spam"). */}
            {config.resend && !row.spam ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Resend to ${config.rowLabel(row)}`}
                isDisabled={resend.isPending}
                onPress={() => resend.mutate(row.id)}
              >
                Resend
              </Button>
            ) : null}
          </>
        )}
      />
      <RecordDrawer
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={record ? config.drawerTitle(record) : 'Record'}
        record={record as Record<string, unknown> | undefined}
        isLoading={detail.isPending}
        errorText={
          detail.isError || detail.data === null ? 'This record could not be loaded.' : null
        }
        earlierLeads={detail.data?.earlierLeads}
        history={detail.data?.history}
      >
        {record && config.summary ? config.summary(record) : null}
        {record && config.pageHref ? (
          <Link href={config.pageHref(record.id)} variant="standalone">
            Open the full record
          </Link>
        ) : null}
        {record ? <SamePersonLink kind={config.contactKind} id={record.id} /> : null}
        {record && config.notSpam && record.spam ? (
          <Button
            variant="secondary"
            isDisabled={notSpam.isPending}
            onPress={() => notSpam.mutate(record)}
          >
            {notSpam.isPending ? 'Moving...' : 'Not spam'}
          </Button>
        ) : null}
        {record ? (
          <OwnerEditor
            key={`owner-${record.id}-${record.owner?.id ?? 'none'}-${admins.length}`}
            owner={record.owner}
            admins={admins}
            onSubmit={(ownerId, context) => saveOwner(record.id, ownerId, context)}
          />
        ) : null}
        {record && config.editor ? (
          <StatusEditor
            key={`${record.id}-${record.status}`}
            kind={config.editor}
            currentStatus={record.status}
            focusStatus={viewing?.edit}
            onSubmit={(values, context) => saveStatus(record.id, values, context)}
          />
        ) : null}
        {record && config.resend && !record.spam ? (
          <Button
            variant="secondary"
            isDisabled={resend.isPending}
            onPress={() => resend.mutate(record.id)}
          >
            {resend.isPending ? 'Resending...' : 'Resend guide'}
          </Button>
        ) : null}
        {record && config.followUps && !record.spam ? (
          <RecordFollowUps table={config.followUps} record={record as unknown as FollowUpRecord} />
        ) : null}
      </RecordDrawer>
    </div>
  );
}
