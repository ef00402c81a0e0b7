export { ADMIN_LOGIN_TITLE, AdminLoginForm, type AdminLoginFormProps } from './AdminLoginForm.tsx';
