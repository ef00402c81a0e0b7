import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultResortAmenities, villaBaseAmenities as villaBase } from '@cabo/data';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { AmenityList } from './AmenityList.tsx';

const meta = {
  title: 'Patterns/AmenityList',
  tags: ['autodocs'],
  component: AmenityList,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  args: { amenities: defaultResortAmenities, 'aria-label': 'Amenities' },
} satisfies Meta<typeof AmenityList>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (el: HTMLElement) => within(el).getAllByRole('listitem');
const iconOf = (item: HTMLElement) => item.querySelector('svg')?.getAttribute('data-icon');

export const KnownAmenitiesHaveTheirIcons: Story = {
  name: 'Known amenities',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Amenities' });
    const shown = items(list);
    await expect(shown.map((li) => li.textContent)).toEqual(defaultResortAmenities);
    // Twelve different icons, none of them the fallback star.
    const icons = shown.map(iconOf);
    await expect(icons).not.toContain('star');
    await expect(new Set(icons).size).toBe(12);
    await expect(iconOf(shown[0]!)).toBe('beach');
    await expect(iconOf(shown[6]!)).toBe('wifi');
  },
};

export const OtherAmenitiesGetAStar: Story = {
  name: 'Other amenities (star)',
  args: { amenities: ['Infinity Pool', 'Kids Club', 'Private Plunge Pool', 'Ocean View'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icon = (name: string) => iconOf(canvas.getByText(name).closest('li')!);
    await expect(icon('Infinity Pool')).toBe('pool');
    await expect(icon('Kids Club')).toBe('star');
    await expect(icon('Private Plunge Pool')).toBe('star');
    await expect(icon('Ocean View')).toBe('oceanView');
  },
};

export const MergedWithABaseList: Story = {
  name: 'Merged with a base list',
  args: {
    base: villaBase,
    // Two repeat the base list (one in other case); the rest are the villa's own.
    amenities: ['Private Pool', 'ocean view', 'Wine Cellar', 'Home Theater'],
  },
  play: async ({ canvasElement }) => {
    const shown = items(canvasElement).map((li) => li.textContent);
    await expect(shown).toEqual([...villaBase, 'Wine Cellar', 'Home Theater']);
    const canvas = within(canvasElement);
    await expect(iconOf(canvas.getByText('Air Conditioning').closest('li')!)).toBe('air');
    await expect(iconOf(canvas.getByText('Wine Cellar').closest('li')!)).toBe('star');
  },
};

export const OneColumnOnAPhone: Story = {
  name: 'On a phone',
  globals: mobile,
  args: { amenities: defaultResortAmenities.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const [a, b] = items(canvasElement).map((li) => li.getBoundingClientRect());
    await expect(b!.top).toBeGreaterThanOrEqual(a!.bottom);
    await expect(Math.round(a!.left)).toBe(Math.round(b!.left));
  },
};
