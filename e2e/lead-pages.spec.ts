import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

// Each landing page's form stores a lead that the admin API lists with the interest type and
// budget of docs/lead-forms.md; the bachelorette modal thanks the visitor; a double click
// stores one lead.

const unique = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface AdminLead {
  email: string;
  interestType: string;
  budget: string | null;
  timeline: string | null;
  formName: string;
  formData: Record<string, unknown>;
}

async function leadsFor(request: APIRequestContext, email: string): Promise<AdminLead[]> {
  await adminApiSignIn(request);
  const response = await request.get(`/api/admin/leads?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: AdminLead[] }).items;
}

/** The page with a fake clock, so the submit can come after the minimum fill time. */
async function open(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  // Hydrated: the page's script has taken over the form.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Ruiz');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+52 624 123 4567');
}

const nextMonth = (day: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, day);
};
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** Opens the date picker labelled `label`, moves to next month and picks `day`. */
async function pickDay(page: Page, label: string, day: number) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  const calendar = page.getByRole('dialog', { name: label });
  const target = calendar.getByRole('button', {
    name: new RegExp(longDate.format(nextMonth(day))),
  });
  if (!(await target.isVisible()))
    await calendar.getByRole('button', { name: 'Next' }).first().click();
  await target.click();
  await expect(calendar).toBeHidden();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

async function submit(page: Page, name: string) {
  // Past the minimum fill time of the spam check.
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name }).click();
}

const stay = `${iso(nextMonth(10))} to ${iso(nextMonth(15))}`;

interface Journey {
  path: string;
  fill: (page: Page) => Promise<void>;
  submit: string;
  toast: string;
  interestType: string;
  budget: string | null;
  timeline?: string;
}

const journeys: Record<string, Journey> = {
  family: {
    path: '/group-trips/family',
    fill: async (page) => {
      await pickDay(page, 'Check-in Date', 10);
      await pickDay(page, 'Check-out Date', 15);
    },
    submit: 'Request Your Family Trip',
    toast: 'Thanks for your interest!',
    interestType: 'group_trip',
    budget: '$5000-$10000',
    timeline: stay,
  },
  'bachelor-bachelorette': {
    path: '/group-trips/bachelor-bachelorette',
    fill: async (page) => {
      await pickDay(page, 'Check-in Date', 10);
      await pickDay(page, 'Check-out Date', 15);
      await page.getByLabel('Budget').fill('$8,000');
    },
    submit: 'Start Planning',
    toast: 'Thanks for your interest!',
    interestType: 'group_trip',
    budget: '$8,000',
    timeline: stay,
  },
  corporate: {
    path: '/group-trips/corporate',
    fill: async (page) => {
      await page.getByLabel('Company Name').fill('Acme Corp');
      await choose(page, 'Event Type', 'Team Building');
    },
    submit: 'Request a Proposal',
    toast: 'Thanks for your interest!',
    interestType: 'group_trip',
    budget: '$10000-$50000',
  },
  'luxury-concierge': {
    path: '/group-trips/luxury-concierge',
    fill: async (page) => {
      await page.getByLabel('Travel Dates').fill('New Year week');
    },
    submit: 'Request Concierge Service',
    toast: 'Thanks for your interest in our VIP services!',
    interestType: 'concierge',
    budget: '$10000+',
    timeline: 'New Year week',
  },
  influencer: {
    path: '/group-trips/influencer',
    fill: async (page) => {
      await page.getByLabel('Social Media Handle').fill('@ana.travels');
      await choose(page, 'Main Platform', 'Instagram');
      await page.getByLabel('Follower Count').fill('12K');
      await pickDay(page, 'Check-in Date', 10);
      await pickDay(page, 'Check-out Date', 15);
    },
    submit: 'Submit Application',
    toast: 'Thanks for your interest!',
    interestType: 'influencer',
    budget: '$10000+',
    timeline: stay,
  },
  weddings: {
    path: '/weddings',
    fill: async (page) => {
      await pickDay(page, 'Preferred Date', 20);
      await page.getByLabel('Expected Guest Count').fill('90');
      await page.getByLabel('Budget').fill('$40,000');
    },
    submit: 'Start Planning Our Wedding',
    toast: 'Thanks for your interest!',
    interestType: 'wedding',
    budget: '$40,000',
    timeline: iso(nextMonth(20)),
  },
  'property-management': {
    path: '/property-management',
    fill: async (page) => {
      await choose(page, 'Property Type', 'Condo');
      await choose(page, 'Management Type', 'Rental Only');
    },
    submit: 'Request Evaluation',
    toast: 'Thanks for your interest!',
    interestType: 'property_management',
    budget: null,
  },
  'work-with-us': {
    path: '/work-with-us',
    fill: async (page) => {
      await page.getByLabel('Number of People').fill('6');
      await page.getByLabel('Preferred Dates').fill('Spring');
      await page.getByLabel('Message').fill('We run private snorkel tours.');
    },
    submit: 'Send Inquiry',
    toast: 'Thanks for your interest!',
    interestType: 'concierge',
    budget: '$5000-$10000',
    timeline: 'Spring',
  },
};

for (const [name, journey] of Object.entries(journeys)) {
  // The first form is also filled on a phone (the `phone` project): the keyboard, the pickers
  // and the toast on a narrow screen.
  const tag = name === Object.keys(journeys)[0] ? ['@phone'] : [];
  test(
    `${journey.path}: the form stores a ${journey.interestType} lead the admin lists`,
    {
      tag,
    },
    async ({ page, request }) => {
      const email = unique(name);
      await open(page, journey.path);
      await fillContact(page, email);
      await journey.fill(page);
      await submit(page, journey.submit);
      await expect(page.getByText(journey.toast)).toBeVisible();
      // The form clears after success.
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');

      const [lead, ...more] = await leadsFor(request, email);
      expect(more).toHaveLength(0);
      expect(lead).toMatchObject({ email, interestType: journey.interestType });
      expect(lead?.budget ?? null).toBe(journey.budget);
      if (journey.timeline) expect(lead?.timeline).toBe(journey.timeline);
    },
  );
}

test('the hero button scrolls to the form', async ({ page }) => {
  await open(page, '/property-management');
  await page.getByRole('link', { name: 'Get a Free Evaluation' }).click();
  await expect(page.locator('#contact-form')).toBeFocused();
  await expect(page.locator('#contact-form')).toBeInViewport();
});

test('a double click on submit stores one lead', async ({ page, request }) => {
  const email = unique('double');
  await open(page, '/group-trips/luxury-concierge');
  await fillContact(page, email);
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: 'Request Concierge Service' }).dblclick();
  await expect(page.getByText('Thanks for your interest in our VIP services!')).toBeVisible();
  expect(await leadsFor(request, email)).toHaveLength(1);
});

test('a failed submission keeps the values and shows the failure toast', async ({ page }) => {
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, body: 'down' }));
  await open(page, '/weddings');
  await fillContact(page, 'kept@example.com');
  await journeys.weddings!.fill(page);
  await submit(page, 'Start Planning Our Wedding');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('Failed to submit form. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('kept@example.com');
  await expect(page.getByLabel('Budget')).toHaveValue('$40,000');
});

test('the bachelorette modal shows its thank-you view and stores a group_trip lead', async ({
  page,
  request,
}) => {
  const email = unique('bachelorette');
  await open(page, '/test-forms');
  await page.getByRole('button', { name: 'Open Bachelorette Form' }).click();
  const modal = page.getByRole('dialog', { name: 'Plan Your Bachelorette Party' });
  await modal.getByLabel('First Name').fill('Ana');
  await modal.getByLabel('Last Name').fill('Ruiz');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Phone').fill('+52 624 123 4567');
  await choose(page, 'Timeline', '3-6 months');
  await choose(page, 'Budget per Person', '$3,500-$5,000');
  await choose(page, 'Group Size', '5-8');
  await submit(page, 'Submit Request');
  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByText('Request Submitted')).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(thanks).toBeHidden();

  const [lead] = await leadsFor(request, email);
  expect(lead).toMatchObject({
    interestType: 'group_trip',
    budget: '$3,500-$5,000',
    timeline: '3-6 months',
    formName: 'bachelorette-modal',
  });
  // Reopened, the form is back.
  await page.clock.fastForward(400);
  await page.getByRole('button', { name: 'Open Bachelorette Form' }).click();
  await expect(page.getByRole('dialog', { name: 'Plan Your Bachelorette Party' })).toBeVisible();
});
