export { IntegrationCard, type IntegrationCardProps } from './IntegrationCard.tsx';
