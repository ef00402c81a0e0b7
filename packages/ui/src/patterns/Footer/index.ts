export { Footer, type FooterLinkGroup, type FooterProps } from './Footer.tsx';
