import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { TaskForm, type TaskFormProps } from './TaskForm.tsx';
import { TaskList, type TaskListProps } from './TaskList.tsx';
import { STORY_TODAY, storyTasks } from './taskFixtures.ts';

interface Args {
  tasks: TaskListProps['tasks'];
  onComplete: TaskListProps['onComplete'];
  onReopen: TaskListProps['onReopen'];
  onAdd: TaskFormProps['onAdd'];
  pendingId?: number | null;
}

/** The record's tasks and the form that adds one, as the record view shows them. */
function FollowUps({ tasks, onComplete, onReopen, onAdd, pendingId }: Args) {
  return (
    <div style={{ maxWidth: 640, display: 'grid', gap: 16 }}>
      <TaskList
        tasks={tasks}
        today={STORY_TODAY}
        onComplete={onComplete}
        onReopen={onReopen}
        pendingId={pendingId}
      />
      <TaskForm today={STORY_TODAY} onAdd={onAdd} />
    </div>
  );
}

const meta = {
  title: 'Patterns/FollowUpTasks',
  tags: ['autodocs'],
  component: FollowUps,
  args: {
    tasks: storyTasks,
    onComplete: fn().mockName('onComplete'),
    onReopen: fn().mockName('onReopen'),
    onAdd: fn<TaskFormProps['onAdd']>(async () => undefined).mockName('onAdd'),
  },
} satisfies Meta<typeof FollowUps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each task says when it is due, for whom, and whether it is overdue, due today or done. */
export const Tasks: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Send the quote for the venue');
    await expect(items[0]).toHaveTextContent('Due Mar 8, 2026 · boss');
    await expect(items[0]).toHaveTextContent('Overdue');
    await expect(items[1]).toHaveTextContent('Due today');
    await expect(items[3]).toHaveTextContent('Done');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Complete: Call about the villa dates' }),
    );
    await expect(args.onComplete).toHaveBeenCalledWith(storyTasks[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen: First call' }));
    await expect(args.onReopen).toHaveBeenCalledWith(storyTasks[3]);
  },
};

/** A new task starts due today (Cabo's); the form starts over once it is added. */
export const AddTask: Story = {
  args: { tasks: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No follow-up tasks yet.')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Task' });
    await userEvent.type(title, 'Call Sofía about the menu');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith(
        { title: 'Call Sofía about the menu', dueDay: STORY_TODAY },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(title).toHaveValue(''));
  },
};

/** A task without a title never leaves: the contract's message shows under the field. */
export const TitleRequired: Story = {
  args: { tasks: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Task' })).toHaveAccessibleDescription(
        'Title is required',
      ),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** While a task is being completed its button waits. */
export const Completing: Story = {
  args: { pendingId: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Complete: Call about the villa dates' }),
    ).toBeDisabled();
  },
};

export const TasksOnAPhone: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Add task' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
