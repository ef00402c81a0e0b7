import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IntegrationSettingsForm } from './IntegrationSettingsForm.tsx';

const meta = {
  title: 'Patterns/IntegrationSettingsForm',
  tags: ['autodocs'],
  component: IntegrationSettingsForm,
  args: { name: 'table_service', onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IntegrationSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table service's settings: URL, token and an optional base id, empty to start. */
export const TableService: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('form', { name: 'Table service settings' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'API URL' })).toHaveValue('');
    await userEvent.type(
      form.getByRole('textbox', { name: 'API URL' }),
      'https://api.example.com/v0',
    );
    await userEvent.type(form.getByLabelText('Token'), 'patTOKEN-1234');
    await userEvent.type(form.getByRole('textbox', { name: 'Base ID (optional)' }), 'appCabo');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { url: 'https://api.example.com/v0', token: 'patTOKEN-1234', baseId: 'appCabo' },
        expect.anything(),
      ),
    );
  },
};

/** The contract's messages under the fields; nothing is sent. */
export const Invalid: Story = {
  name: 'With errors',
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Base ID (optional)' }), 'app cabo');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(form.getByText('URL is required')).toBeVisible());
    await expect(form.getByText('Token must be at least 8 characters')).toBeVisible();
    await expect(
      form.getByText('Base ID may hold letters, digits, dashes and underscores'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The PMS: its URL and API key. */
export const Pms: Story = {
  name: 'PMS',
  args: { name: 'pms' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('form', { name: 'PMS settings' })).toBeVisible();
    await expect(form.getByLabelText('API key')).toHaveAttribute('type', 'password');
  },
};
