import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, mobile } from '../../common/storyFixtures.tsx';
import { GoodToKnow } from './GoodToKnow.tsx';

const meta = {
  title: 'Patterns/GoodToKnow',
  tags: ['autodocs'],
  component: GoodToKnow,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    facts: {
      airportMinutes: 35,
      beach: 'swimmable',
      beachNote: 'Médano Beach is a calm bay; lifeguards in high season.',
      steps: 'Lifts to every floor; step-free to the sand.',
      walkableTo: ['Marina', 'Médano Beach restaurants', 'Downtown (15 min)'],
    },
  },
} satisfies Meta<typeof GoodToKnow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The detail text of the fact named `term`. */
const detailOf = (el: HTMLElement, term: string) =>
  within(el).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const SwimmableBeach: Story = {
  name: 'Swimmable beach',
  globals: desktop,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(detailOf(list, 'Airport')).toHaveTextContent(
      '35 min drive to Los Cabos airport (SJD)',
    );
    await expect(detailOf(list, 'Beach')).toHaveTextContent(
      'Safe to swimMédano Beach is a calm bay; lifeguards in high season.',
    );
    await expect(detailOf(list, 'Steps')).toHaveTextContent(
      'Lifts to every floor; step-free to the sand.',
    );
    await expect(detailOf(list, 'Walkable')).toHaveTextContent(
      'Marina, Médano Beach restaurants, Downtown (15 min)',
    );
  },
};

export const NotSafeToSwimAndNothingWalkable: Story = {
  name: 'Unsafe to swim, nothing within a walk',
  args: {
    facts: {
      airportMinutes: 20,
      beach: 'not-swimmable',
      beachNote: 'Strong Pacific surf and undertow: swim in the pools.',
      steps: 'Hillside paths with about 60 steps down to the beach club.',
      walkableTo: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(detailOf(canvasElement, 'Beach')).toHaveTextContent(/^Not safe to swim/);
    await expect(detailOf(canvasElement, 'Walkable')).toHaveTextContent(
      'Nothing within an easy walk: plan on a taxi or a car.',
    );
  },
};

export const NoBeachAtTheDoor: Story = {
  name: 'No beach at the door',
  args: {
    facts: {
      airportMinutes: 15,
      beach: 'no-beach',
      beachNote: '',
      steps: 'Single level, step-free.',
      walkableTo: ['Historic center', 'Art district'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(detailOf(canvasElement, 'Beach')).toHaveTextContent('No beach at the door');
    await expect(detailOf(canvasElement, 'Airport')).toHaveTextContent(/^15 min/);
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const facts = Array.from(canvasElement.querySelectorAll('dl > div')).map((d) =>
      d.getBoundingClientRect(),
    );
    await expect(facts).toHaveLength(4);
    await expect(facts[1]!.top).toBeGreaterThanOrEqual(facts[0]!.bottom);
  },
};
