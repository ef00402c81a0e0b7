export { StatusEditor, type StatusEditorProps, type StatusUpdateValues } from './StatusEditor.tsx';
