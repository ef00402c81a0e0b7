import type { RestaurantTableRequest } from '@cabo/contract';
import { TableRequestDialog, useToasts } from '@cabo/ui';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { postTableRequest, tableRequestPayload } from '../api/create-table-request.ts';

export interface TableRequestTarget {
  id: number;
  name: string;
}

/**
 * The "Request a Table" dialog for one restaurant at a time and its submission: it stores a
 * booking (type restaurant); on success the dialog closes and a toast confirms; a server
 * field error shows under its field, any other failure as a toast, and the values stay.
 */
export default function TableRequestHost({
  restaurant,
  onClose,
}: {
  restaurant: TableRequestTarget | null;
  onClose: () => void;
}) {
  const toasts = useToasts();
  const id = restaurant?.id ?? 0;
  const name = restaurant?.name ?? '';
  const submit = useFormSubmission({
    toPayload: (values: RestaurantTableRequest, submissionId) =>
      tableRequestPayload(values, id, submissionId),
    send: postTableRequest,
    // Another restaurant is another request.
    sameFill: (values) => ({ values, id }),
    failureToast: {
      variant: 'destructive',
      title: 'Submission Failed',
      description: 'There was a problem processing your booking. Please try again.',
    },
    onSuccess: () =>
      toasts.show({
        title: 'Booking Request Submitted',
        description: `We'll get back to you shortly to confirm your table at ${name}.`,
      }),
    calendarEvent: (values) => ({
      title: `Table at ${name}, party of ${values.partySize}`,
      date: values.date.slice(0, 10),
      time: values.time,
      location: name,
    }),
  });

  return (
    <TableRequestDialog
      // A fresh form per restaurant: what was typed for one is not sent to another.
      key={id}
      restaurantName={name}
      isOpen={restaurant !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSubmit={submit}
    />
  );
}
