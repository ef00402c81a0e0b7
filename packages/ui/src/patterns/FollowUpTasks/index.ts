export { TaskList, type TaskListProps } from './TaskList.tsx';
export { TaskForm, type TaskFormProps } from './TaskForm.tsx';
