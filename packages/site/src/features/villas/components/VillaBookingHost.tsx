import {
  publicApiPaths,
  LOGIN_REQUIRED_FOR_BOOKING,
  type ParsedVillaBookingForm,
  type VillaDetail,
} from '@cabo/contract';
import { useToasts, VillaBookingForm } from '@cabo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { LoginRequiredNotice } from '../../../lib/account/LoginRequiredNotice.tsx';
import { useLoginDialog } from '../../../lib/account/login-dialog.ts';
import { useVisitor } from '../../../lib/account/visitor.ts';
import { ApiResponseError } from '@cabo/ui/app/api';
import { useFormSubmission } from '../../../lib/useFormSubmission.ts';
import { postVillaBooking, villaBookingPayload } from '../api/create-villa-booking.ts';
import { usePricingSettings } from '../api/get-pricing-settings.ts';
import { useVillaAvailability } from '../api/get-villa-availability.ts';

/**
 * The villa booking card and its submission (docs/stays.md): signed in only; success shows
 * 'Booking Request Sent' and resets the card; a failure shows 'Booking Failed' with the
 * server's message and keeps the values. Either way the held nights are asked again.
 */
export function VillaBookingHost({
  villa,
  checkIn,
  checkOut,
}: {
  villa: VillaDetail;
  checkIn?: string;
  checkOut?: string;
}) {
  const toasts = useToasts();
  const { signInToContinue } = useLoginDialog();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useVisitor().data);
  const availability = useVillaAvailability();
  const pricing = usePricingSettings().data;
  const unavailable = availability.data?.find((a) => a.villaId === villa.id)?.unavailable ?? [];
  const refresh = () =>
    Promise.all(
      [publicApiPaths.villaBookings, publicApiPaths.villaAvailability].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
    );

  const submit = useFormSubmission({
    toPayload: (values: ParsedVillaBookingForm, submissionId) =>
      villaBookingPayload(values, villa.id, submissionId),
    send: async (payload) => {
      try {
        return await postVillaBooking(payload);
      } catch (error) {
        // A 409 means someone's stay was confirmed meanwhile: show the new held nights.
        void refresh();
        throw error;
      }
    },
    failureToast: (error) => ({
      variant: 'destructive',
      title: 'Booking Failed',
      description:
        error instanceof ApiResponseError && error.body?.message
          ? error.body.message
          : 'Failed to create booking',
    }),
    onSuccess: () => {
      void refresh();
      toasts.show({
        title: 'Booking Request Sent',
        description: `We've sent your request for ${villa.name} to the owner, who will confirm your dates by e-mail.`,
      });
    },
  });

  return (
    <VillaBookingForm
      villaName={villa.name}
      pricePerNight={villa.pricePerNight}
      seasonRates={villa.seasonRates}
      cleaningFee={villa.cleaningFee}
      pricing={pricing}
      maxGuests={villa.maxGuests}
      unavailable={unavailable}
      defaultValues={checkIn && checkOut ? { startDate: checkIn, endDate: checkOut } : undefined}
      signedIn={signedIn}
      loginNotice={<LoginRequiredNotice message={LOGIN_REQUIRED_FOR_BOOKING} />}
      onLoginRequired={signInToContinue}
      onSubmit={submit}
    />
  );
}
