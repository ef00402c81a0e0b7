export { Faq, type FaqItem, type FaqProps } from './Faq.tsx';
