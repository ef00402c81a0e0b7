import { pricingSettingsSchema, type PricingSettings } from '@cabo/contract';
import { todayIso } from '../../components/DatePicker/index.ts';
import {
  ContractForm,
  FormDatePicker,
  FormNumberField,
  FormSubmitButton,
  FormTextArea,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from '../SiteFiguresForm/SiteFiguresForm.css';

export interface PricingSettingsFormProps {
  /** The stored settings the form starts from. */
  settings: PricingSettings;
  /** The latest day the rate may be dated (default Cabo's today). */
  lastRateDate?: string;
  /**
   * Saves the contract-parsed settings (PUT /api/admin/pricing-settings). Resolve on success;
   * reject after putting the server's messages under the fields with `context.setFieldError`.
   */
  onSubmit: (values: PricingSettings, context: FormSubmitContext) => Promise<unknown>;
}

const percentFormat = { maximumFractionDigits: 2 } as const;

/**
 * The pricing settings (docs/admin.md, "Site figures"; docs/stays.md, "True totals"): the
 * rates every villa total uses, the deposit, the cancellation terms the booking card shows and
 * the dated dollar-to-peso rate of its peso figure.
 */
export function PricingSettingsForm({
  settings,
  lastRateDate,
  onSubmit,
}: PricingSettingsFormProps) {
  const form = useContractForm(pricingSettingsSchema, settings);
  const { control } = form;
  const percent = (
    name: 'serviceFeePercent' | 'ivaPercent' | 'lodgingTaxPercent' | 'depositPercent',
    label: string,
    description: string,
  ) => (
    <FormNumberField
      control={control}
      name={name}
      label={label}
      description={description}
      minValue={0}
      maxValue={100}
      formatOptions={percentFormat}
    />
  );
  return (
    <ContractForm form={form} aria-label="Pricing settings" audience="staff" onSubmit={onSubmit}>
      <div className={styles.fieldList}>
        {percent('serviceFeePercent', 'Service fee (%)', 'On the nights’ rent.')}
        {percent(
          'ivaPercent',
          'IVA (%)',
          'Mexican VAT, on the rent, the cleaning fee and the service fee.',
        )}
        {percent(
          'lodgingTaxPercent',
          'Lodging tax (%)',
          'Baja California Sur’s lodging tax, on the rent.',
        )}
        {percent('depositPercent', 'Deposit (%)', 'Of the total, due once the owner confirms.')}
        <FormTextArea
          control={control}
          name="cancellationTerms"
          label="Cancellation terms"
          description="Shown under every villa total, word for word."
          rows={4}
        />
        <FormNumberField
          control={control}
          name="mxnPerUsd"
          label="Exchange rate (MXN per USD)"
          description="The peso figure under each total, e.g. 18.35."
          minValue={0}
          formatOptions={{ maximumFractionDigits: 4 }}
        />
        <FormDatePicker
          control={control}
          name="mxnRateDate"
          label="Rate of"
          description="The day of that rate; shown beside the peso figure."
          maxValue={lastRateDate ?? todayIso()}
        />
      </div>
      <FormSubmitButton submittingLabel="Saving...">Save pricing</FormSubmitButton>
    </ContractForm>
  );
}
