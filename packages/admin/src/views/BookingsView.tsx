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
  bookingValue,
  contactCell,
  createdDate,
  optionsOf,
  ownerCell,
  ownerFilter,
  partySize,
  spamFilter,
  spamNote,
  stayDates,
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
    render: (b) => stayDates(b.startDate, b.endDate),
  },
  { id: 'guests', name: 'Party', render: (b) => partySize(b.guests) },
  { id: 'value', name: 'Value', render: (b) => bookingValue(b.totalCents) },
  {
    id: 'status',
    name: 'Status',
    allowsSorting: true,
    render: (b) => <Badge tone={bookingStatusTone(b.status)}>{b.status}</Badge>,
  },
  { id: 'owner', name: 'Owner', render: (b) => ownerCell(b.owner) },
];

/** What a booking's record shows first: its value, party and dates (docs/admin.md). */
function bookingSummary(b: AdminBooking) {
  const facts: [string, string][] = [
    ['Value', bookingValue(b.totalCents)],
    ['Party', partySize(b.guests)],
    ['Dates', stayDates(b.startDate, b.endDate)],
  ];
  return (
    <dl aria-label="Booking summary" style={{ display: 'grid', gap: '0.25rem', margin: 0 }}>
      {facts.map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <dt style={{ fontWeight: 600 }}>{name}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Bookings section (docs/admin.md). */
export function BookingsView() {
  return (
    <AdminListView<AdminBooking>
      noun="bookings"
      listPath={apiPaths.adminBookings}
      csvPath={apiPaths.adminBookingsCsv}
      recordPath={apiPaths.adminBooking}
      ownerPath={apiPaths.adminBookingOwner}
      followUps="bookings"
      querySchema={adminBookingQuerySchema}
      filters={[
        { name: 'status', label: 'Status', options: optionsOf('All Statuses', bookingStatuses) },
        { name: 'type', label: 'Type', options: optionsOf('All Types', bookingTypes) },
        ownerFilter,
        spamFilter('Bookings'),
      ]}
      columns={columns}
      contactKind="booking"
      rowLabel={customer}
      drawerTitle={(b) => `Booking: ${customer(b)}`}
      editor="booking"
      summary={bookingSummary}
    />
  );
}
