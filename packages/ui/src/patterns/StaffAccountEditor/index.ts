export { StaffAccountEditor, type StaffAccountEditorProps } from './StaffAccountEditor.tsx';
