import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { desktop, mobile, releaseFocus } from '../common/storyFixtures.tsx';
import {
  ContractForm,
  FormListField,
  FormStringListField,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from './index.ts';

// A contract-style schema with a list of strings (held as { value } rows) and a list of objects.
const schema = z.strictObject({
  amenities: z.array(z.object({ value: z.string().trim().min(1, 'Name the amenity') })),
  rooms: z
    .array(z.object({ name: z.string().trim().min(1, 'Name the room'), beds: z.string() }))
    .max(3, 'At most 3 rooms'),
});
type Values = z.input<typeof schema>;
type Submit = (values: z.output<typeof schema>, context: FormSubmitContext) => Promise<unknown>;

function ExampleForm({ onSubmit, start }: { onSubmit: Submit; start: Values }) {
  const form = useContractForm(schema, start);
  const { control } = form;
  return (
    <div style={{ maxWidth: 640 }}>
      <ContractForm form={form} aria-label="Villa" audience="staff" onSubmit={onSubmit}>
        <FormStringListField
          control={control}
          name="amenities"
          label="Amenities"
          itemLabel="Amenity"
          placeholder="e.g. Infinity pool"
        />
        <FormListField
          control={control}
          name="rooms"
          label="Rooms"
          description="Up to 3"
          itemLabel="Room"
          newItem={() => ({ name: '', beds: '' })}
          renderItem={({ prefix }) => (
            <>
              <FormTextField
                control={control}
                name={`${prefix}.name` as 'rooms.0.name'}
                label="Room name"
              />
              <FormTextField
                control={control}
                name={`${prefix}.beds` as 'rooms.0.beds'}
                label="Beds"
              />
            </>
          )}
        />
        <FormSubmitButton>Save</FormSubmitButton>
      </ContractForm>
    </div>
  );
}

const meta = {
  title: 'Form/FormListField',
  tags: ['autodocs'],
  component: ExampleForm,
  args: {
    onSubmit: fn<Submit>(async () => {}).mockName('onSubmit'),
    start: {
      amenities: [{ value: 'Pool' }, { value: 'Chef' }, { value: 'Gym' }],
      rooms: [{ name: 'Master', beds: 'King' }],
    },
  },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reordered and trimmed with the keyboard alone: the focus follows the moved row. */
export const KeyboardReorder: Story = {
  name: 'Reordered with the keyboard',
  globals: desktop,
  play: async ({ canvas, args }) => {
    const down = canvas.getByRole('button', { name: 'Move amenity 1 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Amenity 2 of 3' })).toHaveValue('Pool');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move amenity 2 down' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move amenity 3 up' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove amenity 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The removed row's place is gone: the focus goes to the row now last.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove amenity 2' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          amenities: [{ value: 'Chef' }, { value: 'Gym' }],
          rooms: [{ name: 'Master', beds: 'King' }],
        },
        expect.anything(),
      ),
    );
    releaseFocus();
  },
};

/** Rows added: the new row's first field takes the focus; empty rows and too many are refused. */
export const AddAndValidate: Story = {
  name: 'Item added, with an error',
  globals: mobile,
  // One screen tall in the baseline: the frame scrolls, and is back at its top at the end.
  decorators: [
    (Story) => (
      <div data-frame="" style={{ height: 760, overflow: 'auto' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add amenity' }));
    await expect(canvas.getByRole('textbox', { name: 'Amenity 4 of 4' })).toHaveFocus();
    for (let i = 0; i < 3; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Add room' }));
    }
    const room = within(canvas.getByRole('group', { name: 'Room 2 of 4' }));
    await expect(room.getByRole('textbox', { name: 'Room name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Name the amenity')).toBeVisible());
    await expect(canvas.getByText('At most 3 rooms')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amenity 4 of 4' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    releaseFocus();
    document.querySelector('[data-frame]')?.scrollTo(0, 0);
  },
};

/** Nothing in the lists yet. */
export const Empty: Story = {
  globals: desktop,
  args: { start: { amenities: [], rooms: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('None yet.')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Add room' })).toBeEnabled();
  },
};
