export { OwnerEditor, type OwnerEditorProps } from './OwnerEditor.tsx';
