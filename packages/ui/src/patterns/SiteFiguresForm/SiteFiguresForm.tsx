import {
  siteFigureKeys,
  siteFiguresSchema,
  type SiteFigureKey,
  type SiteFigures,
} from '@cabo/contract';
import {
  ContractForm,
  FormNumberField,
  FormSubmitButton,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './SiteFiguresForm.css';

/** Each field: its label and where the figure is shown (docs/catalogue.md, "Figures"). */
const fields: Record<SiteFigureKey, { label: string; description: string }> = {
  travelers: {
    label: 'Travelers',
    description:
      'Shown as "N+": home page, group trips, weddings, influencer and work with us pages.',
  },
  families: {
    label: 'Families hosted',
    description: 'Shown as "N+": family trip and luxury concierge pages.',
  },
  weddings: { label: 'Weddings planned', description: 'Shown as "N+": weddings page.' },
  partners: { label: 'Local partners', description: 'Shown as "N+": work with us page.' },
  ownerSatisfaction: {
    label: 'Owner satisfaction (%)',
    description: 'Shown as "N%": property management page.',
  },
};

export interface SiteFiguresFormProps {
  /** The stored figures the form starts from. */
  figures: SiteFigures;
  /**
   * Saves the contract-parsed figures (PUT /api/admin/site-figures). Resolve on success;
   * reject after putting the server's messages under the fields with `context.setFieldError`.
   */
  onSubmit: (values: SiteFigures, context: FormSubmitContext) => Promise<unknown>;
}

/**
 * The marketing figures (docs/admin.md, "Site figures"): one whole number per claim, the same
 * wherever the site shows it.
 */
export function SiteFiguresForm({ figures, onSubmit }: SiteFiguresFormProps) {
  const form = useContractForm(siteFiguresSchema, figures);
  const { control } = form;
  return (
    <ContractForm form={form} aria-label="Site figures" audience="staff" onSubmit={onSubmit}>
      <div className={styles.fieldList}>
        {siteFigureKeys.map((key) => (
          <FormNumberField
            key={key}
            control={control}
            name={key}
            label={fields[key].label}
            description={fields[key].description}
            minValue={0}
            maxValue={key === 'ownerSatisfaction' ? 100 : undefined}
          />
        ))}
      </div>
      <FormSubmitButton submittingLabel="Saving...">Save figures</FormSubmitButton>
    </ContractForm>
  );
}
