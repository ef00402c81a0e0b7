export {
  IntegrationSettingsForm,
  type IntegrationSettingsFormProps,
} from './IntegrationSettingsForm.tsx';
