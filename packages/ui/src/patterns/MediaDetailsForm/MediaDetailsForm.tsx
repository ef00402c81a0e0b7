import {
  mediaDetailsSchema,
  mediaMessages,
  publicPicture,
  type MediaAsset,
  type MediaDetails,
} from '@cabo/contract';
import { Badge } from '../../components/Badge/index.ts';
import { mediaImageProps } from '../../components/Image/index.ts';
import {
  ContractForm,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useContractForm,
  useFormField,
  type ContractFormApi,
  type FormSubmitContext,
} from '../../form/index.ts';
import { FocalPointPicker } from './FocalPointPicker.tsx';
import * as styles from './MediaDetailsForm.css';

export interface MediaDetailsFormProps {
  asset: MediaAsset;
  /**
   * Saves the details (PATCH). Resolve on success; reject on failure, after putting the
   * server's messages under the fields through `context.setFieldError`.
   */
  onSubmit: (values: MediaDetails, context: FormSubmitContext) => Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
}

type DetailsForm = ContractFormApi<typeof mediaDetailsSchema>;

/** The focal point's two form fields as one picker. */
function FocalPointField({ form, asset }: { form: DetailsForm; asset: MediaAsset }) {
  const x = useFormField<MediaDetails, number>({ control: form.control, name: 'focalX' });
  const y = useFormField<MediaDetails, number>({ control: form.control, name: 'focalY' });
  return (
    <FocalPointPicker
      image={mediaImageProps(publicPicture(asset), '(min-width: 768px) 30rem, 100vw')}
      value={{ x: x.value, y: y.value }}
      isDisabled={x.props.isDisabled}
      onChange={(next) => {
        x.props.onChange(next.x);
        y.props.onChange(next.y);
      }}
    />
  );
}

/**
 * A picture's details (docs/media.md): alt text, required before a listing may use it; an
 * optional caption; the focal point. Validated by the contract's schema, like the server.
 */
export function MediaDetailsForm({ asset, onSubmit, headingLevel = 3 }: MediaDetailsFormProps) {
  const form = useContractForm(mediaDetailsSchema, {
    alt: asset.alt ?? '',
    caption: asset.caption ?? '',
    focalX: asset.focalX,
    focalY: asset.focalY,
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-label="Picture details">
      <Heading className={styles.title}>{asset.filename}</Heading>
      <p className={styles.meta}>
        {asset.width} × {asset.height} px{' '}
        {asset.altMissing ? <Badge tone="yellow">{mediaMessages.altMissing}</Badge> : null}
        {asset.status === 'processing' ? <Badge tone="blue">Processing</Badge> : null}
      </p>
      <ContractForm
        form={form}
        aria-label="Picture details"
        audience="staff"
        onSubmit={async (values, context) => {
          const result = await onSubmit(values, context);
          form.reset(values);
          return result;
        }}
      >
        <FormTextField
          control={form.control}
          name="alt"
          label="Alt text"
          description="What the picture shows, for people who cannot see it. Required before a listing uses it."
          isRequired
        />
        <FormTextArea control={form.control} name="caption" label="Caption" rows={2} />
        {asset.status === 'ready' ? <FocalPointField form={form} asset={asset} /> : null}
        <FormSubmitButton submittingLabel="Saving...">Save details</FormSubmitButton>
      </ContractForm>
    </section>
  );
}
