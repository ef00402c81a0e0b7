export { SiteFiguresForm, type SiteFiguresFormProps } from './SiteFiguresForm.tsx';
