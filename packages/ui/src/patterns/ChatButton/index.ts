export { ChatButton, whatsappHref, type ChatButtonProps } from './ChatButton.tsx';
