import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  ContractForm,
  FormSubmitButton,
  useContractForm,
  type FormSubmitContext,
} from '../index.ts';
import { FormRichTextField } from './FormRichTextField.tsx';

const postSchema = z.strictObject({
  content: z.string().trim().min(1, 'Write the post before saving'),
});
type Post = z.output<typeof postSchema>;
type Submit = (values: Post, context: FormSubmitContext) => Promise<unknown>;

/** A post form with the body alone; the stored HTML is shown under it, as the form holds it. */
function PostBodyForm({ initial, onSubmit }: { initial: string; onSubmit: Submit }) {
  const form = useContractForm(postSchema, { content: initial });
  const html = form.watch('content');
  return (
    <div style={{ maxWidth: 640 }}>
      <ContractForm form={form} aria-label="Blog post" audience="staff" onSubmit={onSubmit}>
        <FormRichTextField
          control={form.control}
          name="content"
          label="Body"
          description="Headings, lists, quotes and links; anything else is removed on save."
        />
        <FormSubmitButton submittingLabel="Saving...">Save post</FormSubmitButton>
      </ContractForm>
      <p>
        Stored HTML: <output data-testid="html">{html}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Form/FormRichTextField',
  tags: ['autodocs'],
  component: PostBodyForm,
  args: { initial: '', onSubmit: fn<Submit>(async () => {}) },
} satisfies Meta<typeof PostBodyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample =
  '<h2>Where to eat in Cabo</h2><p>Start at the <strong>marina</strong>, then walk <em>inland</em>.</p><ul><li><p>Tacos</p></li><li><p>Ceviche</p></li></ul><blockquote><p>Book a table for sunset.</p></blockquote><p>More on <a href="/restaurants">our restaurants page</a>.</p>';

const writingArea = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('textbox', { name: 'Body' });
const html = (canvas: ReturnType<typeof within>) => canvas.getByTestId('html').textContent;

/** An empty body: a labelled, multi-line writing area under its toolbar; nothing pressed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    await expect(area).toHaveAttribute('aria-multiline', 'true');
    await expect(area).toHaveAccessibleDescription(
      'Headings, lists, quotes and links; anything else is removed on save.',
    );
    const toolbar = canvas.getByRole('toolbar', { name: 'Body formatting' });
    const toggles = within(toolbar).getAllByRole('button', { pressed: false });
    await expect(toggles.map((b) => b.getAttribute('aria-label'))).toEqual([
      'H2 heading',
      'H3 heading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(html(canvas)).toBe('');
  },
};

/** A saved post: its HTML shows formatted and is stored back unchanged. */
export const WithContent: Story = {
  args: { initial: sample },
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    await expect(within(area).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Where to eat in Cabo',
    );
    await expect(within(area).getByRole('link', { name: 'our restaurants page' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    await expect(html(canvas)).toBe(sample);
  },
};

/** The same at phone width: the toolbar wraps, nothing runs off the side. */
export const Phone: Story = {
  name: 'On a phone',
  ...WithContent,
  globals: { viewport: { value: 'iphone14' } },
  play: async (ctx) => {
    await WithContent.play!(ctx);
    const toolbar = ctx.canvas.getByRole('toolbar', { name: 'Body formatting' });
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  },
};

/** Typing, then the toolbar: a heading, bold text and a list, each pressed where the cursor is. */
export const Formatting: Story = {
  name: 'Formatted text',
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    const toolbar = canvas.getByRole('toolbar', { name: 'Body formatting' });
    const tool = (name: string) => within(toolbar).getByRole('button', { name });
    // Text goes in through the browser's own editing command, the path a keyboard or an input
    // method takes: Testing Library's simulated keys edit the DOM behind ProseMirror's back and
    // on a busy machine lose characters, or all of them. A toolbar command gives the focus
    // back to the writing area a frame later, so each piece of typing waits for it.
    const type = async (text: string) => {
      await waitFor(() => expect(area).toHaveFocus());
      document.execCommand('insertText', false, text);
    };
    const press = async (key: string) => {
      await waitFor(() => expect(area).toHaveFocus());
      await userEvent.keyboard(key);
    };
    await userEvent.click(area);
    await type('Best beaches');
    await userEvent.click(tool('H2 heading'));
    await waitFor(() => expect(tool('H2 heading')).toHaveAttribute('aria-pressed', 'true'));
    await press('{Enter}');
    await userEvent.click(tool('Bold'));
    await type('Medano');
    await waitFor(() => expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(tool('Bold'));
    await type(' for swimming');
    await userEvent.click(tool('Bulleted list'));
    await waitFor(() => expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(html(canvas)).toBe(
        '<h2>Best beaches</h2><ul><li><p><strong>Medano</strong> for swimming</p></li></ul>',
      ),
    );
    await userEvent.click(tool('Undo'));
    await waitFor(() =>
      expect(html(canvas)).toBe('<h2>Best beaches</h2><p><strong>Medano</strong> for swimming</p>'),
    );
  },
};

/** Selected text becomes a link through the small form under the toolbar; Remove undoes it. */
export const LinkSet: Story = {
  name: 'With a link',
  args: { initial: '<p>See our villas</p>' },
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    const paragraph = area.querySelector('p')!;
    await userEvent.click(area);
    // ProseMirror puts its own selection back 20 ms after the focus (a timer of its own): a
    // range set before that timer is undone on a busy machine. A longer timer set later
    // always fires after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const range = document.createRange();
    range.setStart(paragraph.firstChild!, 'See our '.length);
    range.setEnd(paragraph.firstChild!, 'See our villas'.length);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    // Read at once, as the browser's own (later) selectionchange would.
    document.dispatchEvent(new Event('selectionchange'));
    const toolbar = canvas.getByRole('toolbar', { name: 'Body formatting' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const address = await canvas.findByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await waitFor(() =>
      expect(
        canvas.getByText('Use a web address (https://…), mailto: or a site path (/villas)'),
      ).toBeVisible(),
    );
    await userEvent.clear(address);
    await userEvent.type(address, '/villas{Enter}');
    await waitFor(() => expect(html(canvas)).toBe('<p>See our <a href="/villas">villas</a></p>'));
    await expect(within(toolbar).getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Saving an empty body: the message under the field, the writing area marked invalid. */
export const Required: Story = {
  name: 'Required, empty',
  play: async ({ canvas, args }) => {
    await writingArea(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(canvas.getByText('Write the post before saving')).toBeVisible());
    const area = await writingArea(canvas);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Write the post before saving/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** By keyboard: one tab stop for the toolbar, arrows along it; Tab leaves the writing area. */
export const Keyboard: Story = {
  name: 'Used with the keyboard',
  args: { initial: '<p>Hello</p>' },
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    const toolbar = canvas.getByRole('toolbar', { name: 'Body formatting' });
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'H2 heading' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.click(area);
    await expect(area).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save post' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(area).toHaveFocus();
    await userEvent.tab({ shift: true });
    // Back into the toolbar on the button last used.
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};
