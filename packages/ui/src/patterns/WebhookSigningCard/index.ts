export { WebhookSigningCard, type WebhookSigningCardProps } from './WebhookSigningCard.tsx';
