import {
  adminBookingQuerySchema,
  apiPaths,
  bookingStatuses,
  bookingTypes,
  type Booking,
} from '@cabo/contract';
import { Badge, bookingStatusTone, type DataTableColumn } from '@cabo/ui';
import { AdminListView } from './AdminListView.tsx';
import { contactCell, createdDate, dateRange, optionsOf } from './listCells.tsx';

const customer = (b: Booking) => [b.firstName, b.lastName].filter(Boolean).join(' ') || b.email;

const columns: DataTableColumn<Booking>[] = [
  { id: 'createdAt', name: 'Date', allowsSorting: true, render: (b) => createdDate(b.createdAt) },
  {
    id: 'name',
    name: 'Customer',
    allowsSorting: true,
    isRowHeader: true,
    render: (b) => contactCell(customer(b), b.email, b.listingName ?? undefined),
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
    <AdminListView<Booking>
      noun="bookings"
      listPath={apiPaths.adminBookings}
      csvPath={apiPaths.adminBookingsCsv}
      recordPath={apiPaths.adminBooking}
      querySchema={adminBookingQuerySchema}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf('All Statuses', bookingStatuses) },
        { name: 'type', label: 'Type', options: optionsOf('All Types', bookingTypes) },
      ]}
      columns={columns}
      rowLabel={customer}
      drawerTitle={(b) => `Booking: ${customer(b)}`}
      editor="booking"
    />
  );
}
