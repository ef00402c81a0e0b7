import {
  adminBookingQuerySchema,
  apiPaths,
  bookingStatuses,
  bookingTypes,
  type AdminBooking,
} from '@cabo/contract';
import { Badge, bookingStatusTone, type DataTableColumn } from '@cabo/ui';
import { AdminListView } from './AdminListView.tsx';
import {
  contactCell,
  createdDate,
  dateRange,
  optionsOf,
  spamFilter,
  spamNote,
} from './listCells.tsx';

const customer = (b: AdminBooking) =>
  [b.firstName, b.lastName].filter(Boolean).join(' ') || b.email;

const columns: DataTableColumn<AdminBooking>[] = [
  { id: 'createdAt', name: 'Date', allowsSorting: true, render: (b) => createdDate(b.createdAt) },
  {
    id: 'name',
    name: 'Customer',
    allowsSorting: true,
    isRowHeader: true,
    render: (b) => contactCell(customer(b), b.email, spamNote(b) ?? b.listingName ?? undefined),
  },
  { id: 'bookingType', name: 'Type', allowsSorting: true, render: (b) => b.bookingType },
  {
    id: 'startDate',
    name: 'Dates',
    allowsSorting: true,
    render: (b) => dateRange(b.startDate, b.endDate),
  },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (b) => <Badge tone={bookingStatusTone(b.status)}>{b.status}</Badge>,
  },
];

/** The Bookings section (docs/admin.md). */
export function BookingsView() {
  return (
    <AdminListView<AdminBooking>
      noun="bookings"
      listPath={apiPaths.adminBookings}
      csvPath={apiPaths.adminBookingsCsv}
      recordPath={apiPaths.adminBooking}
      querySchema={adminBookingQuerySchema}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf('All Statuses', bookingStatuses) },
        { name: 'type', label: 'Type', options: optionsOf('All Types', bookingTypes) },
        spamFilter('Bookings'),
      ]}
      columns={columns}
      rowLabel={customer}
      drawerTitle={(b) => `Booking: ${customer(b)}`}
      editor="booking"
    />
  );
}
