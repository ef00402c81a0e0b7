export { DueTasksPanel, type DueTasksPanelProps } from './DueTasksPanel.tsx';
