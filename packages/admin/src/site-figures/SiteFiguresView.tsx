import { apiPaths, CABO_TIME_ZONE } from '@cabo/contract';
import {
  PricingSettingsForm,
  SiteFiguresForm,
  Spinner,
  useToasts,
  type FormSubmitContext,
} from '@cabo/ui';
import { showFieldErrors } from '@cabo/ui/app/form-submission';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

type Saved = { updatedAt: string | null; updatedBy: string | null };

/**
 * One record of settings saved whole: loaded, said who saved it last, and saved from its form
 * (the answer goes in the cache; a field's error to its field, any other to a toast).
 */
function SavedSettings<TSaved extends Saved, TValues>(props: {
  query: UseQueryResult<TSaved>;
  queryKey: string;
  save: (values: TValues) => Promise<TSaved>;
  loadingLabel: string;
  notLoaded: string;
  savedTitle: string;
  intro: string;
  form: (
    saved: TSaved,
    onSubmit: (values: TValues, context: FormSubmitContext) => Promise<void>,
  ) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const { query } = props;
  if (query.isLoading) return <Spinner label={props.loadingLabel} />;
  if (!query.data) return <p role="alert">{props.notLoaded}</p>;
  const { updatedAt, updatedBy } = query.data;
  return (
    <>
      <p>
        {props.intro}
        {updatedAt && updatedBy
          ? ` Last saved by ${updatedBy} on ${savedAt.format(new Date(updatedAt))} (Cabo time).`
          : ''}
      </p>
      {props.form(query.data, async (values, context) => {
        try {
          const saved = await props.save(values);
          queryClient.setQueryData([props.queryKey], saved);
          toasts.show({ title: props.savedTitle });
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
      })}
    </>
  );
}

/**
 * Site figures (docs/admin.md): the marketing claims the public pages show, one value each;
 * a save reaches every page at once.
 */
export function SiteFiguresView() {
  return (
    <SavedSettings
      query={useAdminSiteFigures()}
      queryKey={apiPaths.adminSiteFigures}
      save={saveSiteFigures}
      loadingLabel="Loading figures"
      notLoaded="The figures could not be loaded."
      savedTitle="Figures saved"
      intro="One value per claim, the same on every page that shows it."
      form={({ figures, updatedAt }, onSubmit) => (
        <SiteFiguresForm key={updatedAt ?? 'seed'} figures={figures} onSubmit={onSubmit} />
      )}
    />
  );
}

/**
 * The pricing settings (docs/stays.md, "True totals"): IVA, the lodging tax, the service fee,
 * the deposit, the cancellation terms and the dated exchange rate; a save reaches every villa
 * total at once.
 */
export function PricingSettingsView() {
  return (
    <SavedSettings
      query={useAdminPricingSettings()}
      queryKey={apiPaths.adminPricingSettings}
      save={savePricingSettings}
      loadingLabel="Loading pricing"
      notLoaded="The pricing settings could not be loaded."
      savedTitle="Pricing saved"
      intro="Every villa total uses these: the booking card, the villa cards and the price stored with each request."
      form={({ settings, updatedAt }, onSubmit) => (
        <PricingSettingsForm key={updatedAt ?? 'seed'} settings={settings} onSubmit={onSubmit} />
      )}
    />
  );
}
