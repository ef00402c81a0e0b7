// When to reach for each component and pattern folder, for its Docs page (DocsPage.tsx). Keyed
// by the folder under packages/ui/src; a test fails when a folder has no entry.

export interface Guidance {
  /** When to use it, in a designer's words. */
  usage: string;
  do: string[];
  dont: string[];
}

export const guidance: Record<string, Guidance> = {
  'components/Accordion': {
    usage:
      'Questions and answers or long optional detail a visitor opens one part at a time. Each title is a heading with a button, so the page outline stays readable.',
    do: [
      'Write titles as the question the visitor asks.',
      'Keep each panel short: a paragraph or a small list.',
    ],
    dont: [
      'Hide something every visitor needs (prices, the booking form) in a closed panel.',
      'Nest an accordion in another.',
    ],
  },
  'components/Badge': {
    usage:
      'A short label beside a title: a category, a cuisine, a status. Its tone (colour) repeats what the words say.',
    do: ['Use one or two words.', 'Let the text carry the meaning; the tone only reinforces it.'],
    dont: [
      'Make a badge clickable: use a Button or Link.',
      'Use colour alone to tell two statuses apart.',
    ],
  },
  'components/Button': {
    usage:
      'Any action on the page: submit a form, open a dialog, change a filter. Primary for the one main action of a view, secondary and quiet for the rest; `isPending` shows a spinner while it works.',
    do: [
      'Name the action with a verb ("Book Now", "Send Inquiry").',
      'Keep one primary button per view.',
    ],
    dont: [
      'Use a button to go to another page: use a Link.',
      'Disable a submit button to signal errors: let the form say what is wrong.',
    ],
  },
  'components/Checkbox': {
    usage: 'A single yes/no choice with its label, such as consent or an opt-in.',
    do: ['Word the label so that checked means yes.', 'Put the consent text in the label itself.'],
    dont: ['Use a checkbox for an instant setting change: that is a switch.', 'Pre-check consent.'],
  },
  'components/DatePicker': {
    usage:
      'Choosing a day (DatePicker) or a stay from check-in to check-out (DateRangePicker) with a typed field and a month calendar. Past days are off by default, "today" is Cabo\'s date.',
    do: [
      'Say what the date is for in the label ("Preferred date").',
      'Grey out days that cannot be booked rather than rejecting them after.',
    ],
    dont: [
      'Use it for a birth date or a date far in the past.',
      'Ask for a date as free text where the day matters.',
    ],
  },
  'components/Dialog': {
    usage:
      'A modal for a short task that must be finished or dismissed before going on: a quick inquiry, a login, a confirmation (ConfirmDialog). Focus stays inside and returns to the button that opened it.',
    do: [
      'Give it a title that says what the task is.',
      'Use ConfirmDialog before something that cannot be undone.',
    ],
    dont: [
      'Open a dialog without the visitor asking for it.',
      'Put a long multi-step flow in a dialog: give it a page.',
    ],
  },
  'components/HorizontalScroller': {
    usage:
      'A row of cards that scrolls sideways, like the featured villas: one labelled region that keyboard users scroll with the arrow keys.',
    do: [
      'Give the row a label that names what is in it.',
      'Let the last card peek in so visitors see there is more.',
    ],
    dont: [
      'Put the only way to reach items in a scroller: link to the full list.',
      'Use it for text or forms.',
    ],
  },
  'components/Image': {
    usage:
      'Every photo: a fixed-ratio frame with a placeholder until the picture loads, so nothing shifts; with `sources` the browser picks AVIF or WebP at the width it needs.',
    do: [
      'Write alt text that says what the photo shows; empty alt only for decoration.',
      "Choose the ratio the layout needs, not the file's.",
    ],
    dont: [
      'Put text that matters inside the picture.',
      'Size an image in CSS without its frame: the page would jump while it loads.',
    ],
  },
  'components/Link': {
    usage:
      "Navigation to another page or place, in the theme's styles (inline, nav, button-like). It is a real anchor, so open-in-new-tab and the middle click work.",
    do: ['Make the link text say where it goes.', 'Say "(opens in a new tab)" when it does.'],
    dont: [
      'Use "click here" or a bare URL as the text.',
      'Use a link for an action that changes something: use a Button.',
    ],
  },
  'components/NumberField': {
    usage:
      'A whole number within limits (guests, children, nights) with − and + buttons; typed values are clamped when the field is left.',
    do: [
      'Set the minimum and maximum the product allows.',
      'Say the unit in the label ("Guests").',
    ],
    dont: [
      'Use it for numbers that are identifiers (phone, card numbers).',
      'Use it for a choice among a few named options: use Select.',
    ],
  },
  'components/Pagination': {
    usage:
      'Moving through the pages of a long list: previous, numbered pages, next. Shows nothing when there is one page.',
    do: [
      "Keep the list's filters and sort when the page changes.",
      'Place it under the list it pages.',
    ],
    dont: [
      'Combine it with infinite scrolling on the same list.',
      'Page a list of a handful of items.',
    ],
  },
  'components/Rating': {
    usage:
      'A read-only star rating, read out as "Rated 4.5 out of 5"; pair it with the number of reviews.',
    do: ['Show the review count next to it.', 'Use the star colour only for stars.'],
    dont: [
      'Use it as an input: the review form has its own star picker.',
      'Round a rating up to look better.',
    ],
  },
  'components/SearchField': {
    usage:
      'A search box with a clear button (Escape clears it too) for searching a list by name or place.',
    do: [
      'Say what is searched in the label or placeholder ("Search by name or location").',
      'Filter as the visitor types where the list is local.',
    ],
    dont: [
      'Use it for a field that is not a search.',
      'Rely on the placeholder as the only label.',
    ],
  },
  'components/Select': {
    usage: 'One choice out of a known list (sort order, cuisine, party size) in a dropdown.',
    do: [
      'Order options the way visitors think of them (by size, by time).',
      'Give a default that suits most visitors.',
    ],
    dont: [
      'Use a select for two options: use buttons or a checkbox.',
      'Hide a very long list (countries) without a search.',
    ],
  },
  'components/Sheet': {
    usage:
      'A modal panel that slides in from the side: booking forms from the right, the mobile menu from the left. Escape and a tap on the backdrop close it.',
    do: ['Use it for a task tied to the page behind it.', 'Keep its title visible at the top.'],
    dont: [
      'Stack a sheet on a dialog or another sheet.',
      'Use it for content visitors need to compare with the page.',
    ],
  },
  'components/Spinner': {
    usage:
      'A loading indicator with a label, for a wait of unknown length (a first load, a sending form).',
    do: [
      'Label what is loading ("Loading villas").',
      'Prefer placeholders of the final size where the layout is known.',
    ],
    dont: [
      'Show a spinner for something that loads instantly.',
      'Leave a spinner without an error state when the load fails.',
    ],
  },
  'components/Tabs': {
    usage:
      'Switching between views of the same thing (Log in / Register, Overview / Reviews) without leaving the page.',
    do: ['Keep tab names short and parallel.', 'Open the tab most visitors need first.'],
    dont: [
      'Use tabs for steps of a process.',
      'Hide content that must be read together in different tabs.',
    ],
  },
  'components/TextArea': {
    usage: 'Free text over several lines: a message, special requests, a review.',
    do: [
      'Say what is useful to write in the label or description.',
      'Size it for the text you expect.',
    ],
    dont: ['Use it for a single line (name, e-mail).', 'Impose a length limit without showing it.'],
  },
  'components/TextField': {
    usage:
      'A single line of text: name, e-mail, phone. Label, description and error message come with it.',
    do: [
      'Use the input type that brings the right phone keyboard (email, tel).',
      'Put errors in words that say how to fix them.',
    ],
    dont: [
      'Use placeholder text instead of a label.',
      'Split one value (a name, a phone) across several fields.',
    ],
  },
  'components/Toast': {
    usage:
      'A short, passing confirmation of something that just happened ("Status saved"), announced to screen readers.',
    do: [
      'Say what happened in a few words.',
      'Use it for success; show errors where they happened.',
    ],
    dont: ['Put an action a visitor must take in a toast.', 'Show several toasts for one action.'],
  },
  'patterns/ActivityHistory': {
    usage:
      "The admin's timeline of a record: who changed what and when, from and to, with the note.",
    do: ['Show it on every record staff can change.', 'Keep entries in time order, newest first.'],
    dont: ['Edit or hide history entries.', 'Show personal data that the change did not touch.'],
  },
  'patterns/AdminFilterBar': {
    usage:
      'Search, one select per filter and Refresh over a server-filtered admin list; every admin list configures the same bar.',
    do: [
      'Offer the filters staff use daily.',
      'Keep the filters in the address so a view can be shared.',
    ],
    dont: [
      'Build a new filter bar for a list: configure this one.',
      'Filter on the client what the server pages.',
    ],
  },
  'patterns/AdminLoginForm': {
    usage: 'The staff sign-in card: username and password.',
    do: ['Keep errors generic ("Wrong username or password").'],
    dont: ['Say which of the two was wrong.', 'Add fields beyond username and password.'],
  },
  'patterns/AdminShell': {
    usage:
      "The admin's frame: the sidebar with areas and sections, the page heading, Logout last. Every admin screen sits in it.",
    do: [
      "Add a new admin section to the sidebar's list.",
      'Give each page a heading that matches its sidebar entry.',
    ],
    dont: [
      'Build a second navigation inside a page.',
      'Show sections to a role that cannot use them.',
    ],
  },
  'patterns/AdventureCard': {
    usage:
      'An adventure teaser in lists: picture with the discount, title, rating, duration, minimum age and the price beside the struck original.',
    do: ['Show the struck price only with a real discount.', 'Use it in a CardGrid or a scroller.'],
    dont: [
      'Add a second button: the whole card opens the adventure.',
      'Use it for stays or restaurants: they have their own cards.',
    ],
  },
  'patterns/AdventureFilterBar': {
    usage:
      'Category buttons and sort over the adventures list, with the live result line and "Clear filters"; a sheet on phones.',
    do: ['Keep the live count in step with the list.'],
    dont: [
      "Reorder the categories: the order is the product's.",
      'Hide "Clear filters" when a filter is on.',
    ],
  },
  'patterns/AdventureHero': {
    usage:
      'The top of an adventure page: a wide picture with the title, location and key facts over a scrim.',
    do: ['Pick a picture that reads with white text on the scrim.'],
    dont: ['Put a form or long text in the hero.'],
  },
  'patterns/AmenityList': {
    usage:
      "A resort's or villa's amenities, each with its icon, in two columns from small screens up.",
    do: ['Use the names the icon list knows (see Foundations/Icons); others get a star.'],
    dont: ['Use it for selling points that need a sentence: use SpecialFeatures or BenefitsGrid.'],
  },
  'patterns/BenefitsGrid': {
    usage:
      'Benefits or services as cards with an icon, a title and a line: one to three columns by width.',
    do: ['Keep every card the same length.', 'Use three or six items so the rows fill.'],
    dont: ['Make the cards links without saying where they go.'],
  },
  'patterns/BlogCard': {
    usage: 'A blog post teaser: picture, category, title, date and read time, linking to the post.',
    do: ['Use it in a CardGrid on the blog and related-post rows.'],
    dont: ['Truncate the title: write a shorter one.'],
  },
  'patterns/BlogFilterBar': {
    usage: 'The blog\'s category buttons and search with the live line "4 of 12 posts".',
    do: ['Keep the line in step with the list.'],
    dont: ['Use it for lists that are not the blog: each list configures its own filter bar.'],
  },
  'patterns/BookingBottomBar': {
    usage:
      "A detail page's bottom bar below 1024 px: the price and one button. On a stay page it shows while the booking form is out of view and takes the visitor there; on an adventure page it slides in after the visitor scrolls past the price, with the guest stepper, and opens the booking sheet.",
    do: [
      'Keep it to the price and one action (plus the guest stepper where the booking needs it).',
      'Show it only while the booking form or price bar is out of view.',
    ],
    dont: ['Add a second action.', 'Show it where the booking form is beside the content.'],
  },
  'patterns/BookingSheet': {
    usage:
      'The "Book Your Adventure" sheet: guests, name and e-mail required, phone, date and requests optional. A booking is a request the team confirms.',
    do: ['Say after sending that the team will confirm.'],
    dont: ['Promise availability the team has not confirmed.'],
  },
  'patterns/CardGrid': {
    usage: 'Cards (posts, tiles, pictures) in equal columns that reflow by width.',
    do: ['Use one kind of card per grid.', 'Let the grid decide the column count.'],
    dont: ['Set card widths inside the grid.'],
  },
  'patterns/CategoryFilter': {
    usage: 'A row of toggle buttons for one category out of a few, with "All" first.',
    do: ["Keep the product's order of categories."],
    dont: ['Use it for more than about eight categories: use a Select.'],
  },
  'patterns/ChatButton': {
    usage: 'The floating WhatsApp button: opens a chat with a prefilled message in a new tab.',
    do: ['Keep it in the bottom corner, clear of bottom bars.'],
    dont: ['Show two floating buttons at once.'],
  },
  'patterns/ContentEditForm': {
    usage:
      "The content studio's edit form of one catalogue item, by section, validated as the server validates it.",
    do: ["Add a field to the contract's schema first; the form follows."],
    dont: ['Validate differently from the server.'],
  },
  'patterns/ContentHistory': {
    usage:
      "An item's revisions in the content studio, newest first, each opening to its changes field by field, with Restore.",
    do: ['Show who and when for every revision.'],
    dont: ['Delete revisions.'],
  },
  'patterns/ContentItemHeader': {
    usage:
      "The top of an item's edit page: status, version, last save, preview and live links, Publish, Unpublish and Archive.",
    do: ['Confirm before Unpublish and Archive.'],
    dont: ['Move Publish away from the header.'],
  },
  'patterns/ContentList': {
    usage:
      "One kind's items in the content studio, drafts included, searched and filtered by the server.",
    do: ['Let the title open the item.'],
    dont: ['Filter on the client what the server pages.'],
  },
  'patterns/CuratedLanding': {
    usage:
      'The curated landing block: resorts, ocean adventures and digital guides in one section.',
    do: ['Keep each row to the items staff chose.'],
    dont: ['Mix other kinds of cards in.'],
  },
  'patterns/DataTable': {
    usage:
      'A server-driven admin list: sortable headers, paging, a View action per row, with loading, empty and error rows.',
    do: ['Let the server sort and page.', 'Say in the empty row what would fill the table.'],
    dont: ['Put edit forms inside rows: open the record.'],
  },
  'patterns/EventsCalendar': {
    usage: 'A month of events with a coloured legend by kind; each day lists its events.',
    do: ["Keep the legend's order and labels.", 'Name each event in text, not only by colour.'],
    dont: ['Use it for bookable availability: use the DatePicker.'],
  },
  'patterns/Faq': {
    usage: 'A titled list of questions and answers, one open at a time.',
    do: ['Put the most asked questions first.'],
    dont: ['Answer with a link alone: answer, then link.'],
  },
  'patterns/FilterPanel': {
    usage:
      'The shared frame of every catalogue filter bar: filters inline on wide screens, in a sheet on phones, with the sort menu.',
    do: ["Build a list's filters inside it."],
    dont: ['Write a new filter frame for a list.'],
  },
  'patterns/Footer': {
    usage: 'The site footer: tagline, contact details, social links and the link groups.',
    do: ['Add links through the navigation data, not here.'],
    dont: ['Put calls to action in the footer.'],
  },
  'patterns/GoodToKnow': {
    usage:
      'The honest details of a stay: drive to the airport, whether the beach is safe to swim, steps, what is within a walk.',
    do: ['State facts plainly, including the unwelcome ones.'],
    dont: ['Turn it into selling points.'],
  },
  'patterns/GuideCaptchaDialog': {
    usage: 'The short guide dialog: first name, e-mail and a captcha before the guide is sent.',
    do: ['Say what the visitor gets and where it is sent.'],
    dont: ['Ask for more than the guide needs.'],
  },
  'patterns/GuideCards': {
    usage: "The guides page's cards: picture, type badge, title, summary and a download button.",
    do: ['Keep summaries to two lines.'],
    dont: ['Link the whole card and the button to different places.'],
  },
  'patterns/GuideRequestDialog': {
    usage: 'The guide-request dialog: contact details for a free guide.',
    do: ['Confirm where the guide was sent.'],
    dont: ['Pre-check marketing consent.'],
  },
  'patterns/Hero': {
    usage:
      'The top of a content page: heading, intro and a call to action beside a picture (under it on phones).',
    do: ['Keep one call to action.'],
    dont: ["Put the page's only copy in the picture."],
  },
  'patterns/ImageGallery': {
    usage: 'A grid of pictures (2, 3 or 4 columns) that open in a dialog one by one.',
    do: ['Give every picture alt text.'],
    dont: ["Use it for a stay's main photos: use VillaGallery."],
  },
  'patterns/IntegrationCard': {
    usage:
      'One integration in the admin: Connected or Not configured, where it sends, its masked secret, outbox counts and Test Connection.',
    do: ['Show only the masked secret.'],
    dont: ['Show a secret in full, ever.'],
  },
  'patterns/IntegrationSettingsForm': {
    usage: 'Reconfiguring an integration; secrets are never read back, so the form starts empty.',
    do: ['Say that leaving a secret empty keeps the stored one, where it does.'],
    dont: ['Prefill secrets.'],
  },
  'patterns/LandingHero': {
    usage:
      "A landing page's hero with a button that takes the visitor (and the focus) to the page's form.",
    do: ['Name the button after what the form does.'],
    dont: ['Put the form itself in the hero.'],
  },
  'patterns/LeadForms': {
    usage:
      'The lead forms of the landing pages (weddings, family trips, events, real estate and the rest) and their modals; each sends a lead the team answers.',
    do: [
      'Ask only what the team needs for a first answer.',
      'Show the reply promise after sending.',
    ],
    dont: ['Make optional fields look required.', 'Clear what was typed when sending fails.'],
  },
  'patterns/ListFilterBar': {
    usage:
      'A list page\'s filters: the search, the selects (the sort last), an optional checkbox and second group, the live count and "Clear filters"; below 768 px a "Filters (N)" button opens them in a sheet. The resort, villa and restaurant bars are its configurations.',
    do: [
      'Bind each select to one filter of the URL state; give it the value a cleared choice falls back to.',
      'Say the live count in the list\'s own words ("Found 3 resorts").',
    ],
    dont: [
      "Copy the bar for a new list: configure it with the list's fields.",
      'Count the sort as an active filter.',
    ],
  },
  'patterns/ListingCard': {
    usage:
      'A catalogue card: the cover with a badge, then eyebrow, title, meta, and a footer of price and actions. The resort, restaurant, adventure, villa and blog cards fill its slots; the villa and blog cards ship in the first load of the home page, so it stays light (a plain link, no React Aria).',
    do: [
      'Let the title link the card; put buttons in `actions`, which stand above the link.',
      'Keep `eager` for the cards above the fold.',
    ],
    dont: [
      'Build a new card layout for a new kind of listing: fill the slots.',
      'Put a second link in the card: the link of the title already covers it.',
    ],
  },
  'patterns/ListingCards': {
    usage: 'The card layout for listings (three, two or one to a row by width).',
    do: ['Use the same card for one list.'],
    dont: ['Force a column count.'],
  },
  'patterns/LoginDialog': {
    usage:
      'The visitor account dialog with Log in and Register tabs; a failure keeps what was typed.',
    do: ['Return the visitor to what they were doing after logging in.'],
    dont: ['Ask for login before the visitor needs an account.'],
  },
  'patterns/LoginPrompt': {
    usage: 'The "log in first" note in forms that need an account, with the two ways in.',
    do: ['Keep the form visible behind it.'],
    dont: ['Hide the form until the visitor logs in.'],
  },
  'patterns/MediaDetailsForm': {
    usage:
      "A picture's details in the media library: alt text (required before use), caption and focal point.",
    do: ['Explain alt text in a line.'],
    dont: ['Accept the file name as alt text.'],
  },
  'patterns/MediaGalleryField': {
    usage:
      "A form field that picks and orders a listing's gallery from the media library, within the contract's limit.",
    do: ['Show the limit before it is reached.'],
    dont: ['Allow a picture without alt text.'],
  },
  'patterns/MediaLibraryGrid': {
    usage:
      'The media library: thumbnails newest first, search, and badges for missing alt text or processing.',
    do: ['Show what a picture still lacks.'],
    dont: ['Hide pictures that are still processing.'],
  },
  'patterns/MediaUploader': {
    usage:
      'Picking or dropping pictures: a row per file with progress, its own message when refused, and retry.',
    do: ['Say why a file was refused.'],
    dont: ['Fail the whole batch for one bad file.'],
  },
  'patterns/MetricCards': {
    usage:
      "The dashboard's headline figures as labelled values, with placeholders of their size while loading.",
    do: ['Compute figures from stored data on the server.'],
    dont: ['Show a figure without its label.'],
  },
  'patterns/MobileNavDrawer': {
    usage: 'The phone menu: a drawer from the left; choosing a link closes it.',
    do: ["Mirror the main menu's links."],
    dont: ['Add links that only phones get.'],
  },
  'patterns/NavBar': {
    usage: 'The top bar: logo, main menu on wide screens, the menu button on phones and search.',
    do: ['Add menu entries through the navigation data.'],
    dont: ['Put more than one call to action in it.'],
  },
  'patterns/OutboxTable': {
    usage:
      "The admin's outbox: messages to integrations with their status (waiting, sent, failed, dead) and retries.",
    do: ["Keep the status colours' meaning."],
    dont: ['Show message bodies with personal data.'],
  },
  'patterns/PageIntro': {
    usage: 'The heading block of a plain page: its h1 and one line of intro, without a picture.',
    do: ['Use it for utility pages (privacy, account).'],
    dont: ['Use it where a Hero belongs.'],
  },
  'patterns/PageSection': {
    usage: 'A block of a page in the page column: heading, optional intro, then content.',
    do: ['Use it for every section so spacing stays even.'],
    dont: ['Skip heading levels inside it.'],
  },
  'patterns/PriceBar': {
    usage: 'An adventure\'s price per guest, guest stepper, estimated total and "Book Now".',
    do: ['Show the total for the chosen guests.'],
    dont: ['Show a struck price without a real discount.'],
  },
  'patterns/PricingSettingsForm': {
    usage:
      'The rates every villa total uses, the deposit, cancellation terms and the dated peso rate.',
    do: ['Say where each figure shows on the site.'],
    dont: ['Change rates without a date.'],
  },
  'patterns/ProcessSteps': {
    usage: 'Numbered steps of a process (evaluation, setup, management, reporting).',
    do: ['Use three to five steps.'],
    dont: ['Use it for items that have no order.'],
  },
  'patterns/QuickInquiryDialog': {
    usage:
      '"Inquire about {resort}" from the resort list: name, e-mail, phone, dates and guests as text, a message.',
    do: ['Name the resort in the title.'],
    dont: ['Require exact dates here.'],
  },
  'patterns/RecordDrawer': {
    usage:
      'An admin record opened from a list in a side drawer: its fields under readable labels, its actions (status, resend) and its history.',
    do: ['Keep the list in view behind it.'],
    dont: ['Show raw field keys.'],
  },
  'patterns/RequestStatus': {
    usage: "A visitor's request with its status badge (confirmed, waiting, declined).",
    do: ['Pair the colour with the status word.'],
    dont: ['Use new status colours.'],
  },
  'patterns/ResortCard': {
    usage:
      'A resort in the list: picture with Beachfront or Oceanfront, name, rating, location, description, price level and "from" price.',
    do: ['Show the "from" price only where staff set it.'],
    dont: ['Add buttons beyond Inquire.'],
  },
  'patterns/ResortFilterBar': {
    usage:
      "The resort list's search, location and price-level filters, sort and live count; a sheet on phones.",
    do: ['Combine filters with AND.'],
    dont: ['Lose the filters on navigation.'],
  },
  'patterns/ResortInquiryForm': {
    usage:
      'The resort detail inquiry: check-in and check-out, guests up to the maximum, contact and requests; for signed-in visitors.',
    do: ['Keep what was typed behind the login prompt.'],
    dont: ['Allow check-out before check-in.'],
  },
  'patterns/RestaurantCard': {
    usage: 'A restaurant in the list: the card opens its page, "Request Table" opens the dialog.',
    do: ['Keep one secondary action.'],
    dont: ['Nest other links in the card.'],
  },
  'patterns/RestaurantDetails': {
    usage:
      "A restaurant's details: the week's hours with today marked, the menu and how to reserve a table.",
    do: ["Mark today by Cabo's date."],
    dont: ['Mark today by colour alone.'],
  },
  'patterns/RestaurantFilterBar': {
    usage: 'The restaurant list\'s filters and sort with the live line "N of M restaurants".',
    do: ['Keep the line in step with the list.'],
    dont: ['Add filters the data does not have.'],
  },
  'patterns/ResultSummary': {
    usage:
      'The live line under a filter bar: "10 of 42 adventures · page 1 of 5", announced politely.',
    do: ['Put it next to the filters it describes.'],
    dont: ['Announce it on every keystroke without a pause.'],
  },
  'patterns/ReviewForm': {
    usage:
      "A guest's review (1-5 stars and a text) of something they had booked; it waits for staff before it shows.",
    do: ['Say that reviews are checked before they show.'],
    dont: ['Show the form to visitors who may not review.'],
  },
  'patterns/ReviewList': {
    usage: 'Guest reviews: author, month and year, stars, text and helpful count.',
    do: ['Show the newest first.'],
    dont: ['Show unapproved reviews.'],
  },
  'patterns/ReviewModeration': {
    usage: "The admin's review queue: filter by status and kind, approve or reject.",
    do: ['Show the full text before deciding.'],
    dont: ['Delete a rejected review.'],
  },
  'patterns/RewardsCard': {
    usage: "The logged-in visitor's points, level and progress to the next level.",
    do: ['Say how many points are left to the next level.'],
    dont: ['Show it to visitors who are not logged in.'],
  },
  'patterns/ShareButtons': {
    usage: 'Share a page on WhatsApp, Facebook, Twitter or Pinterest, each in a small window.',
    do: ['Name each network in the button.'],
    dont: ['Load third-party share scripts.'],
  },
  'patterns/SiteFiguresForm': {
    usage:
      'The marketing figures ("500+ families"): one whole number per claim, the same everywhere the site shows it.',
    do: ['Change a claim here, not in copy.'],
    dont: ['Type a figure into page text.'],
  },
  'patterns/SiteSearch': {
    usage:
      "The search dialog behind the navigation bar's search icon: results grouped by kind as the visitor types.",
    do: ['Show what kind each result is.'],
    dont: ['Leave an empty result without a suggestion.'],
  },
  'patterns/SocialFeed': {
    usage:
      "The partner page's social feed, drawn from our own posts and images: no third-party script.",
    do: ['Link each post to the profile in a new tab.'],
    dont: ['Embed third-party frames.'],
  },
  'patterns/SpecialFeatures': {
    usage:
      "A resort's special features (a private chef, a butler); renders nothing for an empty list.",
    do: ['List only what the resort really offers.'],
    dont: ['Repeat amenities here.'],
  },
  'patterns/StaffAccountEditor': {
    usage:
      'One staff account: change role, set a password, disable or enable after a confirmation.',
    do: ['Confirm before disabling.'],
    dont: ['Leave the site without an active admin: the last one keeps the role.'],
  },
  'patterns/StaffAccountForm': {
    usage: 'A new staff account: username, optional e-mail, role and first password.',
    do: ['Say that the admin passes the password on.'],
    dont: ['E-mail the password.'],
  },
  'patterns/StaffUsersTable': {
    usage: 'The staff accounts: username, role, status, who made each and when, and Edit.',
    do: ['Show disabled accounts with their status.'],
    dont: ['Show passwords or hashes.'],
  },
  'patterns/StatsStrip': {
    usage:
      'A row of headline figures ("500+ Families hosted"): two columns on phones, one row wider.',
    do: ['Take the figures from the site figures settings.'],
    dont: ['Use more than four figures.'],
  },
  'patterns/StatusEditor': {
    usage: "Changing a lead's or booking's status with a note.",
    do: ['Ask for a note on changes that need a reason.'],
    dont: ['Change status without recording it in the history.'],
  },
  'patterns/SubmissionSuccess': {
    usage: 'The reply promise every lead form shows after success.',
    do: ['Say when the team will answer and how.'],
    dont: ['Show it before the server has stored the lead.'],
  },
  'patterns/TableRequestDialog': {
    usage: '"Request a Table at {name}": contact, date, time and party size.',
    do: ['Say the restaurant confirms the table.'],
    dont: ['Offer past times for today.'],
  },
  'patterns/Testimonials': {
    usage: "Guests' words: quote, name and detail, side by side from the medium breakpoint.",
    do: ['Use real quotes with consent.'],
    dont: ['Shorten a quote so it changes its meaning.'],
  },
  'patterns/VillaBookingForm': {
    usage:
      'The villa booking card: rate and seasons, dates with held nights greyed out, guests, contact and the true total.',
    do: ['Show the total with every fee.'],
    dont: ['Allow held nights to be picked.'],
  },
  'patterns/VillaCard': {
    usage: 'A villa card: 300 px in horizontal rows, or a grid cell.',
    do: ['Show bedrooms, guests and the nightly rate.'],
    dont: ["Crop the picture's subject: set the focal point."],
  },
  'patterns/VillaFilterBar': {
    usage:
      "The villa list's search, location, bedrooms, capacity, dates and party size with the sort and live line.",
    do: ['Combine filters with AND.'],
    dont: ['Hide "Clear filters" when a filter is on.'],
  },
  'patterns/VillaGallery': {
    usage: "A stay's main pictures: a large one with thumbnails and a lightbox.",
    do: ['Put the best picture first.'],
    dont: ['Use it for a grid of many pictures: use ImageGallery.'],
  },
  'patterns/AnalyticsRangePicker': {
    usage:
      "The analytics' date range: a preset (last 7 or 30 days, this or last month, this year, all time) or custom days on Cabo's calendar, with the covered days written out.",
    do: ['Say the covered days in words beside the choice.'],
    dont: ["Count days in the browser's zone: the range is Cabo's."],
  },
  'patterns/BarChart': {
    usage:
      'A titled bar chart of counts or amounts with labelled axes; screen readers read the same figures as a table, and "Show table" shows it to everyone.',
    do: [
      'Give every chart a title and a one-line description of what is counted.',
      'Show "—" for a rate with nothing to divide by.',
    ],
    dont: [
      'Tell series apart by colour alone.',
      'Leave out the table: it is the chart for screen readers.',
    ],
  },
  'patterns/DueTasksPanel': {
    usage: "The dashboard's follow-ups: tasks due today or overdue, each linking to its record.",
    do: ['Keep one panel per question (due today, overdue).'],
    dont: ['Mix done tasks into the lists.'],
  },
  'patterns/FollowUpTasks': {
    usage:
      "Tasks on a record: a title, a due day on Cabo's calendar and who does it; done with one press.",
    do: ['Write the task as the next step ("Call Sofía about the menu").'],
    dont: ["Use a task for a note: notes go in the record's history."],
  },
  'patterns/LeadRecord': {
    usage:
      "A lead's page: the answers under the labels the visitor's form showed, the attribution, the same person's other requests and one timeline.",
    do: ['Show values in words (dates formatted, interest named).'],
    dont: ['Show raw keys or JSON to staff.'],
  },
  'patterns/OwnerEditor': {
    usage: 'Who works a record: a select of the active admins and "Unassigned".',
    do: ['Keep a disabled owner visible as "(disabled)".'],
    dont: ['Offer editors or disabled accounts as owners.'],
  },
  'patterns/PipelineBoard': {
    usage:
      'Leads as a board by status: drag a card, or move it with the keyboard through "Move to…"; closing asks why.',
    do: ['Keep the table view beside it for sorting and paging.'],
    dont: ['Close a lead without its reason.'],
  },
  'patterns/ReplyComposer': {
    usage:
      'An e-mail to the visitor from a record: a template per interest with the name and reference filled in, edited before sending.',
    do: ['Let staff read and change the text before it goes.'],
    dont: ['Send without showing who the visitor will reply to.'],
  },
  'patterns/WebhookSigningCard': {
    usage:
      "The webhook's signing secret: shown once after it is made or rotated, then only its hint.",
    do: ['Tell staff to copy the secret now: it is not shown again.'],
    dont: ['Show the whole secret after the first view.'],
  },
  'patterns/WhatsAppButton': {
    usage:
      "Opens WhatsApp with the visitor's number and a prefilled message; disabled, with the reason, when there is no phone.",
    do: ["Prefill the visitor's name and the reference."],
    dont: ['Hide the button without saying why.'],
  },
};
