import {
  integrationSettingsSchemas,
  type PmsSettings,
  type StoredIntegrationName,
  type StoredIntegrationSettings,
  type TableServiceSettings,
} from '@cabo/contract';
import {
  ContractForm,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';

export interface IntegrationSettingsFormProps<N extends StoredIntegrationName> {
  name: N;
  /**
   * Stores the settings (PUT /api/admin/integrations/:name/settings). Resolve on success;
   * reject after putting the server's messages under the fields with
   * `context.setFieldError`; the typed values stay.
   */
  onSubmit: (values: StoredIntegrationSettings[N], context: FormSubmitContext) => Promise<unknown>;
}

const SECRET_NOTE =
  'Stored encrypted; afterwards only its first 4 characters are shown. Type it again to change any setting.';

function TableServiceFields({
  onSubmit,
}: {
  onSubmit: (values: TableServiceSettings, context: FormSubmitContext) => Promise<unknown>;
}) {
  const form = useContractForm(integrationSettingsSchemas.table_service, {
    url: '',
    token: '',
    baseId: '',
  });
  return (
    <ContractForm
      form={form}
      aria-label="Table service settings"
      audience="staff"
      onSubmit={onSubmit}
    >
      <FormTextField
        control={form.control}
        name="url"
        label="API URL"
        type="url"
        autoComplete="off"
        description="e.g. https://api.airtable.com/v0"
      />
      <FormTextField
        control={form.control}
        name="token"
        label="Token"
        type="password"
        autoComplete="new-password"
        description={SECRET_NOTE}
      />
      <FormTextField
        control={form.control}
        name="baseId"
        label="Base ID (optional)"
        autoComplete="off"
        description="Masked like the token once stored."
      />
      <FormSubmitButton submittingLabel="Saving...">Save settings</FormSubmitButton>
    </ContractForm>
  );
}

function PmsFields({
  onSubmit,
}: {
  onSubmit: (values: PmsSettings, context: FormSubmitContext) => Promise<unknown>;
}) {
  const form = useContractForm(integrationSettingsSchemas.pms, { url: '', apiKey: '' });
  return (
    <ContractForm form={form} aria-label="PMS settings" audience="staff" onSubmit={onSubmit}>
      <FormTextField
        control={form.control}
        name="url"
        label="API URL"
        type="url"
        autoComplete="off"
        description="Test Connection reads this address with the API key."
      />
      <FormTextField
        control={form.control}
        name="apiKey"
        label="API key"
        type="password"
        autoComplete="new-password"
        description={SECRET_NOTE}
      />
      <FormSubmitButton submittingLabel="Saving...">Save settings</FormSubmitButton>
    </ContractForm>
  );
}

/**
 * Reconfigure (docs/admin.md, "Integrations and the outbox"): the settings of the table
 * service or the PMS, checked by the contract's schema, stored by our server encrypted.
 * Secrets are never read back, so the form always starts empty.
 */
export function IntegrationSettingsForm<N extends StoredIntegrationName>({
  name,
  onSubmit,
}: IntegrationSettingsFormProps<N>) {
  const submit = onSubmit as (values: unknown, context: FormSubmitContext) => Promise<unknown>;
  return name === 'table_service' ? (
    <TableServiceFields onSubmit={submit} />
  ) : (
    <PmsFields onSubmit={submit} />
  );
}
