import { computedRecordFields, type Content, type ContentKind } from '@cabo/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueEventSources,
  catalogueRestaurants,
  catalogueResorts,
  catalogueVillas,
} from '@cabo/data';
import { listings } from '@cabo/data/real-estate';
import { desktop, mobile, releaseFocus } from '../../common/storyFixtures.tsx';
import { ContentEditForm, type ContentEditFormProps } from './ContentEditForm.tsx';
import { emptyContent } from './contentFormValues.ts';

type Submit = ContentEditFormProps['onSubmit'];

/** A seed record as the studio's content: without what the server keeps itself. */
const asContent = (record: object, drop: string[]): Content =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([key]) => !drop.includes(key) && !(computedRecordFields as readonly string[]).includes(key),
    ),
  );

/** Computed from the stored reviews, not content (docs/catalogue.md, "Ratings and reviews"). */
const figures = ['rating', 'reviewCount', 'reviews'];

const seed: Record<ContentKind, Content> = {
  resorts: asContent(catalogueResorts()[0]!, [
    'id',
    'aliases',
    'createdAt',
    'updatedAt',
    ...figures,
  ]),
  villas: asContent(catalogueVillas()[0]!, [
    'id',
    'lastSyncedAt',
    'createdAt',
    'updatedAt',
    ...figures,
  ]),
  adventures: asContent(catalogueAdventures()[0]!, ['id', ...figures]),
  restaurants: asContent(catalogueRestaurants()[0]!, ['id', ...figures]),
  posts: asContent(catalogueBlogPosts()[0]!, ['id']),
  events: asContent(catalogueEventSources()[0]!, ['id']),
  listings: asContent(listings[0]!, ['id']),
};

/** A villa with two seasons (the seed has none). */
const villaWithSeasons: Content = {
  ...seed.villas,
  seasonRates: [
    { name: 'High season', start: '2030-01-05', end: '2030-04-20', pricePerNight: '3200' },
    { name: 'Shoulder', start: '2030-05-01', end: '2030-05-15', pricePerNight: '2600' },
  ],
  blockedDates: [{ start: '2030-07-01', end: '2030-07-08' }],
};

const meta = {
  title: 'Patterns/ContentEditForm',
  tags: ['autodocs'],
  component: ContentEditForm,
  args: {
    kind: 'villas',
    content: seed.villas,
    onSubmit: fn<Submit>(async () => {}).mockName('onSubmit'),
  },
  // A frame that scrolls: a whole form is taller than a screen, so each story ends with
  // the part it is about in view, and its baseline is one screen tall.
  decorators: [
    (Story) => (
      <div data-frame="" style={{ maxWidth: 880, height: 780, overflow: 'auto' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ContentEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Ends a story with the section titled `title` at the top of the frame (or the form's top). */
function showSection(canvas: Canvas, title?: string) {
  releaseFocus();
  const frame = document.querySelector<HTMLElement>('[data-frame]')!;
  if (!title) return frame.scrollTo(0, 0);
  const heading = canvas.getByRole('heading', { name: title, level: 2 });
  frame.scrollTo(
    0,
    heading.getBoundingClientRect().top - frame.getBoundingClientRect().top + frame.scrollTop - 8,
  );
}
const save = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));

/** A kind's seeded item, the field that names it and the sections its form shows. */
interface SeededKind {
  kind: ContentKind;
  nameField: { label: string; key: string };
  sections: string[];
}
const byName = { label: 'Name', key: 'name' };
const byTitle = { label: 'Title', key: 'title' };

/** A kind's seeded item: every section shown; renaming it sends the name alone. */
const seededStory = (
  { kind, nameField, sections }: SeededKind,
  globals: typeof desktop,
  /** The section in view at the end (the form's top if none). */
  show?: string,
): Story => ({
  globals,
  args: { kind, content: seed[kind] },
  play: async ({ canvas, args }) => {
    for (const title of sections) {
      await expect(canvas.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${nameField.label}`) });
    await expect(name).toHaveValue(String(seed[kind][nameField.key]));
    await userEvent.type(name, ' II');
    await save(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { [nameField.key]: `${String(seed[kind][nameField.key])} II` },
        expect.anything(),
      ),
    );
    showSection(canvas, show);
  },
});

const villa: SeededKind = {
  kind: 'villas',
  nameField: byName,
  sections: ['Basics', 'Details', 'Pricing', 'Availability', 'Good to know'],
};
export const Villa = seededStory(villa, desktop);
export const VillaPhone = seededStory(villa, mobile);

const resort: SeededKind = {
  kind: 'resorts',
  nameField: byName,
  sections: ['Basics', 'Description', 'Amenities & features', 'Good to know'],
};
export const Resort = seededStory(resort, desktop);
export const ResortPhone = seededStory(resort, mobile, 'Amenities & features');

const adventure: SeededKind = {
  kind: 'adventures',
  nameField: byTitle,
  sections: ['Basics', 'Pricing', 'Season', 'Questions'],
};
export const Adventure = seededStory(adventure, desktop, 'Questions');
export const AdventurePhone = seededStory(adventure, mobile);

const restaurant: SeededKind = {
  kind: 'restaurants',
  nameField: byName,
  sections: ['Basics', 'Contact & booking', 'Menu', 'Hours'],
};
export const Restaurant = seededStory(restaurant, desktop);
export const RestaurantPhone = seededStory(restaurant, mobile, 'Hours');

const post: SeededKind = { kind: 'posts', nameField: byTitle, sections: ['Basics', 'Text'] };
export const Post = seededStory(post, desktop);
export const PostPhone = seededStory(post, mobile);

const event: SeededKind = { kind: 'events', nameField: byTitle, sections: ['Event'] };
export const Event = seededStory(event, desktop);
export const EventPhone = seededStory(event, mobile);

const listing: SeededKind = {
  kind: 'listings',
  nameField: byTitle,
  sections: ['Listing', 'The home', 'Pictures'],
};
export const Listing = seededStory(listing, desktop);
export const ListingPhone = seededStory(listing, mobile);

/** A new event: the empty content, filled in, is sent whole. */
export const NewEvent: Story = {
  name: 'New event',
  globals: desktop,
  args: { kind: 'events', content: emptyContent.events, submitLabel: 'Create draft' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(canvas.getByText('Title is required')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Full moon yoga');
    const day = canvas.getByRole('textbox', { name: /^Day/ });
    await userEvent.clear(day);
    await userEvent.type(day, '12');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Time/ }), '8:00 PM');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Location' }), 'Medano Beach');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Bring a mat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          title: 'Full moon yoga',
          dayOffset: 12,
          time: '8:00 PM',
          type: 'music',
          // Typed without its accent, sent in the place's one spelling.
          location: 'Médano Beach',
          description: 'Bring a mat.',
        },
        expect.anything(),
      ),
    );
    showSection(canvas);
  },
};

/** Refused before sending: an empty name, a bad slug, overlapping seasons. */
export const ValidationErrors: Story = {
  name: 'With errors',
  globals: desktop,
  args: {
    content: {
      ...villaWithSeasons,
      seasonRates: [
        { name: 'High season', start: '2030-01-05', end: '2030-04-20', pricePerNight: '3200' },
        { name: 'Easter', start: '2030-04-10', end: '2030-04-25', pricePerNight: '4100' },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Name/ }));
    const slug = canvas.getByRole('textbox', { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Villa Bellissima!');
    await save(canvas);
    await waitFor(() => expect(canvas.getByText('Name is required')).toBeVisible());
    await expect(
      canvas.getByText('Use lower-case letters, digits and single hyphens'),
    ).toBeVisible();
    await expect(canvas.getByText('Overlaps "High season": a night has one rate')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    showSection(canvas);
  },
};

/** The server refuses the slug and a season's rate: the messages under them, values kept. */
export const ServerError: Story = {
  name: 'Server error',
  globals: mobile,
  args: {
    content: villaWithSeasons,
    onSubmit: fn<Submit>(async (_changes, context) => {
      context.setFieldError('slug', 'Another item has this slug');
      context.setFieldError('seasonRates.1.pricePerNight', 'Too high for a shoulder season');
      throw new Error('409');
    }).mockName('onSubmit'),
  },
  play: async ({ canvas }) => {
    const slug = canvas.getByRole('textbox', { name: /^Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'villa-taken');
    await save(canvas);
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Another item has this slug/));
    await waitFor(() => expect(slug).toHaveFocus());
    await expect(slug).toHaveValue('villa-taken');
    const season = within(canvas.getByRole('group', { name: 'Season 2 of 2' }));
    await expect(season.getByText('Too high for a shoulder season')).toBeVisible();
    showSection(canvas);
  },
};

/** Seasons edited by keyboard and pointer: one added and filled, another removed. */
export const EditSeasonRates: Story = {
  name: 'Editing season rates',
  globals: mobile,
  args: { content: villaWithSeasons },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add season' }));
    const added = within(canvas.getByRole('group', { name: 'Season 3 of 3' }));
    await expect(added.getByRole('textbox', { name: 'Season name' })).toHaveFocus();
    await userEvent.keyboard('Early summer');
    await userEvent.type(added.getByRole('textbox', { name: /^Nightly rate/ }), '2900');
    await userEvent.click(added.getByRole('button', { name: /First night/ }));
    const first = await body.findByRole('dialog', { name: 'First night' });
    await userEvent.click(within(first).getByRole('button', { name: /May 20, 2030/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'First night' })).toBeNull());
    await userEvent.click(added.getByRole('button', { name: /Last night/ }));
    const last = await body.findByRole('dialog', { name: 'Last night' });
    await userEvent.click(within(last).getByRole('button', { name: /May 31, 2030/ }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Last night' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove season 1' }));
    await expect(canvas.getByRole('group', { name: 'Season 2 of 2' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Season 3 of 3' })).toBeNull();
    await save(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          seasonRates: [
            { name: 'Shoulder', start: '2030-05-01', end: '2030-05-15', pricePerNight: '2600' },
            { name: 'Early summer', start: '2030-05-20', end: '2030-05-31', pricePerNight: '2900' },
          ],
        },
        expect.anything(),
      ),
    );
    showSection(canvas, 'Pricing');
  },
};

/** A dish added to the first menu section and moved up: the menu alone is sent. */
export const EditMenu: Story = {
  name: 'Editing the menu',
  globals: desktop,
  args: { kind: 'restaurants', content: seed.restaurants },
  play: async ({ canvas, args }) => {
    const starters = within(canvas.getByRole('group', { name: 'Section 1 of 3' }));
    await userEvent.click(starters.getByRole('button', { name: 'Add dish' }));
    const dish = within(starters.getByRole('group', { name: 'Dish 3 of 3' }));
    await expect(dish.getByRole('textbox', { name: 'Dish name' })).toHaveFocus();
    await userEvent.keyboard('Aguachile');
    await userEvent.type(dish.getByRole('textbox', { name: /^Price/ }), '19');
    await userEvent.click(starters.getByRole('button', { name: 'Move dish 3 up' }));
    await waitFor(() =>
      expect(starters.getByRole('button', { name: 'Move dish 2 up' })).toHaveFocus(),
    );
    await save(canvas);
    const before = seed.restaurants.menu as { name: string; items: object[] }[];
    const [starters0, ...rest] = before;
    const [a, b] = starters0!.items;
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          menu: [
            {
              ...starters0,
              items: [a, { name: 'Aguachile', description: '', price: '19' }, b],
            },
            ...rest,
          ],
        },
        expect.anything(),
      ),
    );
    showSection(canvas, 'Menu');
  },
};

/** A season given to an all-year adventure: both months picked by name, the season alone sent. */
export const EditSeason: Story = {
  name: 'Editing a season',
  globals: desktop,
  args: { kind: 'adventures', content: seed.adventures },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const starts = canvas.getByRole('button', { name: /Season starts/ });
    await expect(starts).toHaveTextContent('All year');
    await userEvent.click(starts);
    await userEvent.click(await body.findByRole('option', { name: 'December' }));
    await save(canvas);
    // Half a season is refused under the month still missing.
    await waitFor(() => expect(canvas.getByText('Pick the month')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Season ends/ }));
    await userEvent.click(await body.findByRole('option', { name: 'April' }));
    await save(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { season: { from: 12, to: 4 } },
        expect.anything(),
      ),
    );
    showSection(canvas, 'Season');
  },
};

/** Disabled (e.g. an archived item): nothing can be typed or saved. */
export const Disabled: Story = {
  globals: desktop,
  args: { kind: 'events', content: seed.events, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  },
};

/** The page passes the server's answer after a save: the form shows it and diffs against it. */
export const ShowsTheSavedItem: Story = {
  name: 'After saving',
  globals: desktop,
  args: { kind: 'events', content: seed.events },
  render: function Render(args) {
    const [content, setContent] = useState(args.content);
    return (
      <ContentEditForm
        {...args}
        content={content}
        onSubmit={async (changes, context) => {
          await args.onSubmit(changes, context);
          // The server tidies the title (as a sanitizer or another editor might).
          setContent({ ...content, ...changes, title: 'Farmers market (Sundays)' });
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Farmers market');
    await save(canvas);
    await waitFor(() => expect(title).toHaveValue('Farmers market (Sundays)'));
    const time = canvas.getByRole('textbox', { name: /^Time/ });
    await userEvent.clear(time);
    await userEvent.type(time, '9:00 AM');
    await save(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ time: '9:00 AM' }, expect.anything());
    showSection(canvas);
  },
};
