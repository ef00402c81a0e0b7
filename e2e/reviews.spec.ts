import { expect, request, test } from '@playwright/test';
import { adminApiSignIn } from './support/admin.ts';

const SLUG = 'sunset-sailing';

let n = 0;
const submissionId = () => `e2e-review-${Date.now().toString(36)}-${n++}`.slice(0, 21);

test('a guest with a confirmed tour reviews it from the page; once staff publish it, the rating counts it', async ({
  page,
  baseURL,
}) => {
  // The guest signs up and requests the tour.
  const stamp = Date.now().toString(36);
  const email = `reviewer.${stamp}@example.com`;
  const words = `Golden light past the Arch, a relaxed crew and a calm sea (${stamp}).`;
  expect(
    (
      await page.request.post('/api/register', {
        data: { email, password: 'a long guest password' },
      })
    ).status(),
  ).toBe(201);
  const published = async () =>
    (await (await page.request.get(`/api/adventures/${SLUG}`)).json()) as {
      title: string;
      reviewCount: number;
      reviews: { content: string }[];
    };
  const adventure = await published();
  const booked = await page.request.post('/api/bookings', {
    data: {
      submissionId: submissionId(),
      bookingType: 'adventure',
      adventureSlug: SLUG,
      name: 'Rosa Delgado',
      email,
      date: '2030-05-02',
      guests: 2,
    },
  });
  expect(booked.status()).toBe(201);
  const { id: bookingId } = (await booked.json()) as { id: number };

  // Before staff confirm the booking, the page offers no review form.
  await page.goto(`/adventures/${SLUG}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your Rewards' })).toBeVisible();
  await expect(page.getByRole('form', { name: `Review ${adventure.title}` })).toHaveCount(0);

  // Staff confirm it.
  const staff = await request.newContext({ baseURL });
  await adminApiSignIn(staff);
  expect(
    (
      await staff.patch(`/api/admin/bookings/${bookingId}`, { data: { status: 'confirmed' } })
    ).status(),
  ).toBe(200);

  // Now the guest may review it, from the page.
  await page.reload();
  const form = page.getByRole('form', { name: `Review ${adventure.title}` });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Your review' }).fill('Too short');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    form.getByText('Tell other guests a little more (at least 20 characters)'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Your review' }).fill(words);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByText('Thank you! Your review will appear once our team has read it.'),
  ).toBeVisible();

  // It waits for staff: the tour's published reviews do not hold it.
  expect((await published()).reviews.map((r) => r.content)).not.toContain(words);

  // Staff publish it; the page counts it.
  const pending = (await (await staff.get('/api/admin/reviews?status=pending')).json()) as {
    id: number;
    itemName: string;
    text: string;
  }[];
  const mine = pending.find((r) => r.itemName === adventure.title && r.text === words);
  expect(mine, 'the pending review in the studio').toBeTruthy();
  expect(
    (
      await staff.patch(`/api/admin/reviews/${mine!.id}`, { data: { status: 'published' } })
    ).status(),
  ).toBe(200);
  await expect.poll(async () => (await published()).reviews.map((r) => r.content)).toContain(words);
  // The count is the published reviews' number (docs/catalogue.md, "Ratings and reviews").
  const after = await published();
  expect(after.reviewCount).toBe(after.reviews.length);
  await page.reload();
  await expect(page.getByText(words)).toBeVisible();
  await staff.dispose();
});
