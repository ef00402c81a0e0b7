export { PricingSettingsForm, type PricingSettingsFormProps } from './PricingSettingsForm.tsx';
