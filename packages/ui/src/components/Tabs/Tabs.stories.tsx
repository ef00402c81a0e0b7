import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Submissions">
        <Tab id="leads">Leads</Tab>
        <Tab id="bookings">Bookings</Tab>
        <Tab id="guides">Guide Requests</Tab>
      </TabList>
      <TabPanel id="leads">Every lead from the site&apos;s forms.</TabPanel>
      <TabPanel id="bookings">Villa, restaurant and adventure booking requests.</TabPanel>
      <TabPanel id="guides">Free guide downloads.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Leads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Bookings' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('booking requests');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('bookings');
  },
};

export const Keyboard: Story = {
  name: 'Used with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Leads' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const guides = canvas.getByRole('tab', { name: 'Guide Requests' });
    await expect(guides).toHaveFocus();
    await expect(guides).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Free guide downloads.');
  },
};

export const DisabledTab: Story = {
  name: 'With a disabled tab',
  args: { disabledKeys: ['guides'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Guide Requests' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
