import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/storyFixtures.tsx';
import { ReplyComposer, type ReplyComposerProps } from './ReplyComposer.tsx';

const meta = {
  title: 'Patterns/ReplyComposer',
  tags: ['autodocs'],
  component: ReplyComposer,
  args: {
    to: 'sofia@example.com',
    firstName: 'Sofía',
    reference: 'CBO-7K4Q2',
    interest: 'wedding',
    onSend: fn<ReplyComposerProps['onSend']>(async () => undefined).mockName('onSend'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReplyComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseTemplate(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Template/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** The lead's interest picks the template; its name and reference are filled in. */
export const TemplateForTheInterest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To: sofia@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Template/ })).toHaveTextContent('Wedding');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Your Cabo wedding (CBO-7K4Q2)',
    );
    const message = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await expect(message.value).toMatch(/^Hi Sofía,/);
    await expect(message.value).toContain('Your reference is CBO-7K4Q2.');
  },
};

/** Another template replaces the subject and message with its own, filled the same way. */
export const TemplateChosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chooseTemplate(canvasElement, 'Villa');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Your villa stay in Cabo (CBO-7K4Q2)',
    );
    await expect(
      canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value,
    ).toContain('interest in a villa stay with us');
  },
};

/** Staff edit the text; what is sent is their text, and the composer starts over after. */
export const EditedAndSent: Story = {
  play: async ({ canvas, args }) => {
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Your venue visit');
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi Sofía, the venue is free on the 12th.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(
        { subject: 'Your venue visit', body: 'Hi Sofía, the venue is free on the 12th.' },
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Your Cabo wedding (CBO-7K4Q2)',
      ),
    );
  },
};

/** While the e-mail is on its way the form is disabled and says so. */
export const Sending: Story = {
  args: {
    onSend: fn<ReplyComposerProps['onSend']>(() => new Promise(() => {})).mockName('onSend'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

/** The server refuses: its message shows under the field and the text typed stays. */
export const Failed: Story = {
  args: {
    onSend: fn<ReplyComposerProps['onSend']>(async (_values, context) => {
      context.setFieldError('subject', 'The subject is one line');
      throw new Error('400');
    }).mockName('onSend'),
  },
  play: async ({ canvas }) => {
    const subject = canvas.getByRole('textbox', { name: 'Subject' });
    await userEvent.type(subject, ' (edited)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription('The subject is one line'));
    await expect(subject).toHaveValue('Your Cabo wedding (CBO-7K4Q2) (edited)');
  },
};

/** An empty message never leaves: the contract's own message shows under it. */
export const EmptyMessage: Story = {
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.clear(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription('Write the message'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** On a phone the composer takes the width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
