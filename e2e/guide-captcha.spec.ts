import { expect, test } from '@playwright/test';

test('the Ultimate Cabo Guide dialog refuses to submit before the challenge is solved and succeeds after, offline', async ({
  page,
  baseURL,
}) => {
  // Offline: anything not addressed to our own server is refused and recorded.
  const origin = new URL(baseURL!).origin;
  const remote: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) => {
      remote.push(route.request().url());
      return route.abort();
    },
  );
  const posts: unknown[] = [];
  // The order of the calls: the captcha is verified first, then the request is sent.
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/guide-submissions')) {
      posts.push(r.postDataJSON());
      calls.push('guide-submissions');
    }
    if (r.method() === 'POST' && r.url().endsWith('/api/verify-recaptcha')) {
      calls.push('verify-recaptcha');
    }
  });

  // A form sent within 3 s of appearing counts as spam: time passes before the submit.
  await page.clock.install();
  await page.goto('/guides');
  await page.getByRole('button', { name: 'Get Your Ultimate Cabo Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Ultimate Cabo Guide' });
  await dialog.getByLabel('First Name').fill('Ana');
  await dialog.getByLabel('Email').fill('ana.captcha@example.com');

  // Not solved yet: the spec's message, and no request.
  await dialog.getByRole('button', { name: 'Get the Guide' }).click();
  await expect(dialog.getByText('Please complete the reCAPTCHA verification.')).toBeVisible();
  expect(posts).toEqual([]);

  // The self-hosted proof of work: the challenge comes from our server, solved in the page.
  await dialog.getByText("I'm not a robot").click();
  await expect(dialog.locator('altcha-widget [data-state="verified"]')).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByText('Please complete the reCAPTCHA verification.')).toHaveCount(0);

  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/guide-submissions') && r.request().method() === 'POST',
  );
  await page.clock.fastForward(5000);
  await dialog.getByRole('button', { name: 'Get the Guide' }).click();
  // The real server verified the token and stored the request.
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ status: 'pending' });
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    firstName: 'Ana',
    email: 'ana.captcha@example.com',
    guideType: 'Ultimate Cabo Guide 2025',
    // The pass the verification gave (it spent the solved challenge).
    captchaToken: expect.stringMatching(/^cabo-pass\./),
  });
  expect(calls).toEqual(['verify-recaptcha', 'guide-submissions']);

  await expect(dialog.getByText('Thank you for your submission!')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Download the guide/ })).toHaveAttribute(
    'href',
    '/cabo-travel.pdf',
  );
  expect(remote).toEqual([]);
});
