import { apiPaths, CABO_TIME_ZONE } from '@cabo/contract';
import { PricingSettingsForm, SiteFiguresForm, Spinner, useToasts } from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient } from '@tanstack/react-query';
import {
  savePricingSettings,
  saveSiteFigures,
  useAdminPricingSettings,
  useAdminSiteFigures,
} from '../api/site-figures.ts';

const savedAt = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: CABO_TIME_ZONE,
});

/**
 * Site figures (docs/admin.md): the marketing claims the public pages show, one value each;
 * a save reaches every page at once.
 */
export function SiteFiguresView() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const query = useAdminSiteFigures();
  if (query.isLoading) return <Spinner label="Loading figures" />;
  if (!query.data) return <p role="alert">The figures could not be loaded.</p>;
  const { figures, updatedAt, updatedBy } = query.data;
  return (
    <>
      <p>
        One value per claim, the same on every page that shows it.
        {updatedAt && updatedBy
          ? ` Last saved by ${updatedBy} on ${savedAt.format(new Date(updatedAt))} (Cabo time).`
          : ''}
      </p>
      <SiteFiguresForm
        key={updatedAt ?? 'seed'}
        figures={figures}
        onSubmit={async (values, context) => {
          try {
            const saved = await saveSiteFigures(values);
            queryClient.setQueryData([apiPaths.adminSiteFigures], saved);
            toasts.show({ title: 'Figures saved' });
          } catch (error) {
            if (!showFieldErrors(error, context.setFieldError)) {
              toasts.show({
                variant: 'destructive',
                title: 'Not saved',
                description: 'Please try again.',
              });
            }
            throw error;
          }
        }}
      />
    </>
  );
}

/**
 * The pricing settings (docs/stays.md, "True totals"): IVA, the lodging tax, the service fee,
 * the deposit, the cancellation terms and the dated exchange rate; a save reaches every villa
 * total at once.
 */
export function PricingSettingsView() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const query = useAdminPricingSettings();
  if (query.isLoading) return <Spinner label="Loading pricing" />;
  if (!query.data) return <p role="alert">The pricing settings could not be loaded.</p>;
  const { settings, updatedAt, updatedBy } = query.data;
  return (
    <>
      <p>
        Every villa total uses these: the booking card, the villa cards and the price stored with
        each request.
        {updatedAt && updatedBy
          ? ` Last saved by ${updatedBy} on ${savedAt.format(new Date(updatedAt))} (Cabo time).`
          : ''}
      </p>
      <PricingSettingsForm
        key={updatedAt ?? 'seed'}
        settings={settings}
        onSubmit={async (values, context) => {
          try {
            const saved = await savePricingSettings(values);
            queryClient.setQueryData([apiPaths.adminPricingSettings], saved);
            toasts.show({ title: 'Pricing saved' });
          } catch (error) {
            if (!showFieldErrors(error, context.setFieldError)) {
              toasts.show({
                variant: 'destructive',
                title: 'Not saved',
                description: 'Please try again.',
              });
            }
            throw error;
          }
        }}
      />
    </>
  );
}
