import {
  adventureCategories,
  beachSwimming,
  blogCategories,
  blogCtaTypes,
  eventTypes,
  MONTH_NAMES,
  resortLocations,
  resortPriceLevels,
  restaurantPriceRanges,
  type ContentKind,
} from '@cabo/contract';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { WEEK_DAYS } from './contentFormValues.ts';
import type { MediaPickerSource } from '../MediaGalleryField/index.ts';
import {
  Check,
  Checks,
  Choice,
  DateField,
  Gallery,
  LongText,
  Num,
  RichText,
  NumberChoice,
  OptionalChoice,
  Rows,
  Section,
  Strings,
  Text,
  type ContentControl,
} from './fields.tsx';
import * as styles from './ContentEditForm.css';

// Each kind's fields, in the order staff think of an item: ONE list per kind (a new field,
// or a richer editor for one, is one line here).

interface Props {
  control: ContentControl;
  isNew: boolean;
  /** The media library the gallery picks from. */
  media?: MediaPickerSource;
}

const slugHelp = (isNew: boolean) =>
  isNew
    ? 'The page address. Leave empty to follow the name.'
    : 'The page address. Leave as is to follow the name; the old address redirects when you change it.';

const pictureHelp = 'A URL, or a path on this site beginning with /';
const MONTHS = MONTH_NAMES.map((_, i) => i + 1);

function GoodToKnow({ control }: Props) {
  return (
    <Section title="Good to know">
      <Num
        control={control}
        name="goodToKnow.airportMinutes"
        label="Minutes to the airport"
        description="By car to Los Cabos International (SJD)"
        minValue={1}
      />
      <Choice
        control={control}
        name="goodToKnow.beach"
        label="Beach"
        options={[
          { id: beachSwimming[0], label: 'Safe to swim' },
          { id: beachSwimming[1], label: 'Not safe to swim' },
          { id: beachSwimming[2], label: 'No beach' },
        ]}
      />
      <Text
        control={control}
        name="goodToKnow.beachNote"
        label="About the beach"
        description="One line, e.g. Calm bay with a lifeguard in season"
        wide
      />
      <Text
        control={control}
        name="goodToKnow.steps"
        label="Steps and stairs"
        description="e.g. Lifts to every floor; 40 steps down to the sand"
        wide
      />
      <Strings
        control={control}
        name="goodToKnow.walkableTo"
        label="Within an easy walk"
        description="Leave empty when a car or taxi is needed for everything"
        itemLabel="Place"
      />
    </Section>
  );
}

/**
 * Ratings are not typed in: they are the mean of the published reviews, which staff moderate
 * in the studio's Reviews section (docs/admin.md, "Reviews").
 */
function RatingsNote() {
  return (
    <p className={`${styles.wide} ${styles.note}`}>
      The rating and the number of reviews are computed from the published reviews; moderate them
      under Reviews.
    </p>
  );
}

function Coordinates({ control }: Props) {
  return (
    <>
      <Num
        control={control}
        name="latitude"
        label="Latitude"
        description="e.g. 22.8905"
        minValue={-90}
        maxValue={90}
        decimals={6}
      />
      <Num
        control={control}
        name="longitude"
        label="Longitude"
        description="e.g. -109.9167"
        minValue={-180}
        maxValue={180}
        decimals={6}
      />
    </>
  );
}

function ResortFields({ control, isNew, media }: Props) {
  return (
    <>
      <Section title="Basics">
        <Text control={control} name="name" label="Name" isRequired />
        <Text control={control} name="slug" label="Slug" description={slugHelp(isNew)} />
        <Text control={control} name="subtitle" label="Subtitle" wide />
        <Choice control={control} name="location" label="Location" options={resortLocations} />
        <Choice
          control={control}
          name="priceLevel"
          label="Price level"
          options={resortPriceLevels}
        />
        <Text
          control={control}
          name="fromNightlyPrice"
          label="From price (USD / night)"
          description="The lowest nightly rate, whole dollars; empty shows none"
        />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="Description">
        <LongText control={control} name="description" label="Description" rows={6} />
        <Strings control={control} name="highlights" label="Highlights" itemLabel="Highlight" />
        <Strings
          control={control}
          name="locationBenefits"
          label="Location benefits"
          itemLabel="Benefit"
        />
      </Section>
      <Section title="Details">
        <Num control={control} name="rooms" label="Rooms" minValue={1} />
        <NumberChoice
          control={control}
          name="maxGuests"
          label="Guests per room"
          options={[2, 4, 6]}
        />
        <Checks>
          <Check control={control} name="isBeachfront" label="Beachfront" />
          <Check control={control} name="isOceanfront" label="Oceanfront" />
        </Checks>
      </Section>
      <Section title="Amenities & features">
        <Strings control={control} name="amenities" label="Amenities" itemLabel="Amenity" />
        <Strings
          control={control}
          name="features"
          label="Special features"
          description="Only some resorts have any"
          itemLabel="Feature"
        />
      </Section>
      <GoodToKnow control={control} isNew={isNew} />
      <Section title="Reviews">
        <Text control={control} name="googleUrl" label="Google reviews link" wide />
        <RatingsNote />
      </Section>
      <Section title="Pictures">
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
        <Strings control={control} name="imageUrls" label="More images" itemLabel="Image" />
      </Section>
    </>
  );
}

function SeasonRates({ control }: Pick<Props, 'control'>) {
  const rates = (useWatch({ control, name: 'seasonRates' }) ?? []) as { end?: string }[];
  return (
    <Rows
      control={control}
      name="seasonRates"
      label="Season rates"
      description="Nights priced apart from the nightly rate; seasons never share a night"
      itemLabel="Season"
      newItem={() => ({ name: '', start: '', end: '', pricePerNight: '' })}
    >
      {({ prefix, index }) => (
        <>
          <Text control={control} name={`${prefix}.name`} label="Season name" />
          <Text
            control={control}
            name={`${prefix}.pricePerNight`}
            label="Nightly rate (USD)"
            description="Whole dollars, e.g. 3200"
          />
          <DateField
            control={control}
            name={`${prefix}.start`}
            label="First night"
            defaultMonth={rates[index - 1]?.end || undefined}
          />
          <DateField
            control={control}
            name={`${prefix}.end`}
            label="Last night"
            defaultMonth={rates[index - 1]?.end || undefined}
          />
        </>
      )}
    </Rows>
  );
}

function VillaFields({ control, isNew, media }: Props) {
  return (
    <>
      <Section title="Basics">
        <Text control={control} name="name" label="Name" isRequired />
        <Text control={control} name="slug" label="Slug" description={slugHelp(isNew)} />
        <Text
          control={control}
          name="location"
          label="Location"
          description="The area, as the villa lists show it"
        />
        <Text control={control} name="address" label="Address" wide />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="Description">
        <LongText control={control} name="description" label="Description" rows={6} />
      </Section>
      <Section title="Details">
        <Num control={control} name="bedrooms" label="Bedrooms" minValue={1} />
        <Num control={control} name="bathrooms" label="Bathrooms" minValue={1} />
        <Num control={control} name="maxGuests" label="Maximum guests" minValue={1} />
        <Checks>
          <Check control={control} name="isBeachfront" label="Beachfront" />
          <Check control={control} name="isOceanfront" label="Oceanfront" />
        </Checks>
      </Section>
      <Section title="Amenities & features">
        <Strings control={control} name="amenities" label="Amenities" itemLabel="Amenity" />
      </Section>
      <Section title="Pricing">
        <Text
          control={control}
          name="pricePerNight"
          label="Nightly rate (USD)"
          description="Whole dollars, e.g. 2450; a season's rate replaces it on its nights"
        />
        <Text
          control={control}
          name="cleaningFee"
          label="Cleaning fee (USD)"
          description="Whole dollars once per stay, e.g. 350; 0 for none"
        />
        <SeasonRates control={control} />
      </Section>
      <Section title="Availability">
        <Rows
          control={control}
          name="blockedDates"
          label="Owner-blocked dates"
          description="Stays the owner keeps: held like a confirmed booking"
          itemLabel="Blocked stay"
          newItem={() => ({ start: '', end: '' })}
        >
          {({ prefix }) => (
            <>
              <DateField control={control} name={`${prefix}.start`} label="Check-in" />
              <DateField control={control} name={`${prefix}.end`} label="Check-out" />
            </>
          )}
        </Rows>
      </Section>
      <GoodToKnow control={control} isNew={isNew} />
      <Section title="Links & pictures">
        <Text
          control={control}
          name="trackHsId"
          label="Track ID"
          description="The villa's id in the booking system; unique"
        />
        <Text control={control} name="url" label="Listing link" description={pictureHelp} />
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
        <Strings control={control} name="imageUrls" label="More images" itemLabel="Image" />
      </Section>
      <Section title="Location">
        <Coordinates control={control} isNew={isNew} />
      </Section>
    </>
  );
}

function AdventureFields({ control, isNew, media }: Props) {
  return (
    <>
      <Section title="Basics">
        <Text control={control} name="title" label="Title" isRequired />
        <Text control={control} name="slug" label="Slug" description={slugHelp(isNew)} />
        <Text control={control} name="provider" label="Provider" />
        <OptionalChoice
          control={control}
          name="category"
          label="Category"
          options={adventureCategories}
          noneLabel="No category"
        />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="Description">
        <LongText control={control} name="description" label="Description" rows={6} />
        <Strings
          control={control}
          name="included"
          label="What's included"
          itemLabel="Included item"
        />
      </Section>
      <Section title="Pricing">
        <Text control={control} name="currentPrice" label="Price" description="e.g. $104 USD" />
        <Text
          control={control}
          name="originalPrice"
          label="Price before the offer"
          description="Only for an offer: above the price. The discount badge is worked out from both; leave it empty for none."
        />
      </Section>
      <Section title="Good to know">
        <Text control={control} name="duration" label="Duration" description="e.g. 3 hours" />
        <Num control={control} name="minAge" label="Minimum age" minValue={0} maxValue={120} />
        <Text control={control} name="meetingPoint" label="Meeting point" wide />
        <Text
          control={control}
          name="replyTime"
          label="Reply time"
          description="How soon the team confirms a request, e.g. within 4 hours"
        />
        <LongText
          control={control}
          name="cancellationPolicy"
          label="Cancellation policy"
          rows={2}
        />
        <Strings
          control={control}
          name="whatToBring"
          label="What to bring"
          itemLabel="Thing to bring"
        />
      </Section>
      <Section title="Season">
        {(['from', 'to'] as const).map((end) => (
          <NumberChoice
            key={end}
            control={control}
            name={`season.${end}`}
            label={end === 'from' ? 'Season starts' : 'Season ends'}
            description={
              end === 'from'
                ? 'The first month it runs; All year for a trip that always runs'
                : 'The last month it runs (e.g. December to April)'
            }
            options={MONTHS}
            optionLabel={(m) => MONTH_NAMES[m - 1]!}
            noneLabel="All year"
          />
        ))}
      </Section>
      <Section title="Questions">
        <Rows
          control={control}
          name="faq"
          label="Frequently asked questions"
          itemLabel="Question"
          newItem={() => ({ question: '', answer: '' })}
        >
          {({ prefix }) => (
            <>
              <Text control={control} name={`${prefix}.question`} label="Question" wide />
              <LongText control={control} name={`${prefix}.answer`} label="Answer" rows={2} />
            </>
          )}
        </Rows>
      </Section>
      <Section title="Links & pictures">
        <Text control={control} name="url" label="Booking page link" wide />
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
      </Section>
    </>
  );
}

function Menu({ control }: Pick<Props, 'control'>) {
  return (
    <Rows
      control={control}
      name="menu"
      label="Menu sections"
      description="In the order the page shows them"
      itemLabel="Section"
      newItem={() => ({ name: '', items: [] })}
    >
      {({ prefix }) => (
        <>
          <Text control={control} name={`${prefix}.name`} label="Section name" />
          <Rows
            control={control}
            name={`${prefix}.items`}
            label="Dishes"
            itemLabel="Dish"
            newItem={() => ({ name: '', description: '', price: '' })}
          >
            {({ prefix: item }) => (
              <>
                <Text control={control} name={`${item}.name`} label="Dish name" />
                <Text
                  control={control}
                  name={`${item}.price`}
                  label="Price"
                  description="A number, shown as $price"
                />
                <Text control={control} name={`${item}.description`} label="Description" wide />
              </>
            )}
          </Rows>
        </>
      )}
    </Rows>
  );
}

function RestaurantFields({ control, isNew, media }: Props) {
  return (
    <>
      <Section title="Basics">
        <Text control={control} name="name" label="Name" isRequired />
        <Text control={control} name="cuisine" label="Cuisine" />
        <Choice
          control={control}
          name="priceRange"
          label="Price range"
          options={restaurantPriceRanges}
        />
        <Text control={control} name="location" label="Area" description="e.g. Cabo San Lucas" />
        <Text control={control} name="address" label="Address" wide />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="Description">
        <LongText control={control} name="description" label="Description" rows={5} />
        <Strings control={control} name="features" label="Features" itemLabel="Feature" />
      </Section>
      <Section title="Contact & booking">
        <Text control={control} name="phone" label="Phone" />
        <Text control={control} name="website" label="Website" />
        <Text
          control={control}
          name="openTableUrl"
          label="Booking link"
          description="The OpenTable page, if any"
          wide
        />
        <Strings
          control={control}
          name="availableTimeslots"
          label="Time slots"
          description="Times guests can ask for, e.g. 7:00 PM"
          itemLabel="Time slot"
        />
      </Section>
      <Section title="Menu">
        <Menu control={control} />
      </Section>
      <Section title="Hours">
        {WEEK_DAYS.map((day) => (
          <Text
            key={day}
            control={control}
            name={`hours.${day}`}
            label={day}
            placeholder="e.g. 5:30 PM - 10:00 PM"
          />
        ))}
        <p className={`${styles.wide} ${styles.note}`}>
          Write Closed for a closed day; leave a day empty when its hours are unknown.
        </p>
      </Section>
      <Section title="Picture & location">
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
        <Coordinates control={control} isNew={isNew} />
      </Section>
    </>
  );
}

function PostFields({ control, isNew, media }: Props) {
  return (
    <>
      <Section title="Basics">
        <Text control={control} name="title" label="Title" isRequired wide />
        <Text control={control} name="slug" label="Slug" description={slugHelp(isNew)} />
        <Choice control={control} name="category" label="Category" options={blogCategories} />
        <Text control={control} name="author" label="Author" />
        <DateField control={control} name="date" label="Date" />
        <Choice
          control={control}
          name="ctaType"
          label="Guide offered"
          description="The free guide the post invites readers to download"
          options={[
            { id: blogCtaTypes[0], label: 'Beach guide' },
            { id: blogCtaTypes[1], label: 'Luxury guide' },
            { id: blogCtaTypes[2], label: 'Wedding guide' },
          ]}
        />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="Text">
        <LongText
          control={control}
          name="excerpt"
          label="Excerpt"
          description="The summary on the blog's list"
          rows={3}
        />
        <RichText control={control} name="content" label="Body" />
      </Section>
      <Section title="Picture">
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
      </Section>
    </>
  );
}

function EventFields({ control }: Props) {
  return (
    <Section title="Event">
      <Text control={control} name="title" label="Title" isRequired wide />
      <Num
        control={control}
        name="dayOffset"
        label="Day"
        description="Day within the events calendar's 28-day window: 0 is its first Sunday, 27 its fourth Saturday"
        minValue={0}
        maxValue={27}
      />
      <Text control={control} name="time" label="Time" description="e.g. 7:00 PM" />
      <Choice
        control={control}
        name="type"
        label="Type"
        options={eventTypes.map((t) => ({ id: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
      />
      <Text control={control} name="location" label="Location" />
      <LongText control={control} name="description" label="Description" rows={4} />
    </Section>
  );
}

function ListingFields({ control, media }: Props) {
  return (
    <>
      <Section title="Listing">
        <Text control={control} name="title" label="Title" isRequired wide />
        <Text
          control={control}
          name="location"
          label="Location"
          description="Neighbourhood and town, e.g. Pedregal, Cabo San Lucas"
          wide
        />
        <Num
          control={control}
          name="price"
          label="Price (US dollars)"
          description="Whole dollars; the card writes it as $1,250,000"
          minValue={1}
        />
        <LongText
          control={control}
          name="description"
          label="Description"
          description="A line or two on the card"
          rows={3}
        />
      </Section>
      <Gallery control={control} source={media} />
      <Section title="The home">
        <Num control={control} name="beds" label="Bedrooms" minValue={0} />
        <Num control={control} name="baths" label="Bathrooms" minValue={0} />
        <Num control={control} name="sqft" label="Square feet" minValue={1} />
        <Strings control={control} name="features" label="Features" itemLabel="Feature" />
      </Section>
      <Section title="Pictures">
        <Text
          control={control}
          name="imageUrl"
          label="Cover image"
          description={pictureHelp}
          wide
        />
      </Section>
    </>
  );
}

/** The fields of each kind, by section. */
export const kindFields: Record<ContentKind, (props: Props) => ReactNode> = {
  resorts: ResortFields,
  villas: VillaFields,
  adventures: AdventureFields,
  restaurants: RestaurantFields,
  posts: PostFields,
  events: EventFields,
  listings: ListingFields,
};
