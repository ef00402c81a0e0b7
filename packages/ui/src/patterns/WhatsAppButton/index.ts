export { WhatsAppButton, type WhatsAppButtonProps } from './WhatsAppButton.tsx';
