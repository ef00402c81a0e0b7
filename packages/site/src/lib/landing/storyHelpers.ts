import type { StoryObj } from '@storybook/react-vite';
import { createElement, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// The landing pages' form stories: fill the page's form, send it to the MSW handler of
// POST /api/leads, and assert what the handler received, the toast and the form after. The
// stories pass the handler groups (only stories import the mocks).

type Handlers = unknown[];

type Scope = ReturnType<typeof within>;
export const screen = () => within(document.body);

export const contact = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  phone: '+52 624 123 4567',
};

export async function fillContact(scope: Scope) {
  await userEvent.type(scope.getByLabelText('First Name'), contact.firstName);
  await userEvent.type(scope.getByLabelText('Last Name'), contact.lastName);
  await userEvent.type(scope.getByLabelText('Email'), contact.email);
  await userEvent.type(scope.getByLabelText('Phone'), contact.phone);
}

const nextMonth = (day: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, day);
};

/** The ISO date of `day` next month (the day `pickNextMonthDay` picks). */
export const nextMonthIso = (day: number) => {
  const d = nextMonth(day);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** Opens the picker labelled `label`, goes to next month (always bookable) and picks `day`. */
export async function pickNextMonthDay(scope: Scope, label: string, day: number) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  const calendar = within(await screen().findByRole('dialog', { name: label }));
  const target = new RegExp(longDate.format(nextMonth(day)));
  if (!calendar.queryByRole('button', { name: target })) {
    await userEvent.click(calendar.getAllByRole('button', { name: 'Next' })[0]!);
  }
  await userEvent.click(calendar.getByRole('button', { name: target }));
  await waitFor(() => expect(screen().queryByRole('dialog', { name: label })).toBeNull());
}

export async function choose(scope: Scope, label: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen().findByRole('option', { name: option }));
}

/** A toast slides in: wait until its text is on screen. */
export async function seeToast(text: string) {
  const found = await screen().findByText(text, undefined, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
}

export interface LeadFormCase {
  /** The form card's heading. */
  form: string;
  submit: string;
  /** Fills every required field (contact included). */
  fill: (form: Scope) => Promise<void>;
  /** What POST /api/leads must receive (besides the contact fields). */
  expected: Record<string, unknown>;
  /** Payload keys that must not be sent (property management has no budget). */
  absent?: string[];
  success: { title: string; description: string };
  failure?: string;
  /** A field whose typed value must survive a failure: [label, value]. */
  kept: [string, string];
  submittingLabel?: string;
}

const formOf = (c: LeadFormCase) => within(screen().getByRole('region', { name: c.form }));

type PageStory = StoryObj;

/**
 * The page as a visitor first sees it, nothing typed: its heading and its empty form. These
 * stories hold the page's baselines (desktop and phone); the form stories above scroll or
 * wait on a toast, so they keep none.
 */
export function firstViewStory(c: Pick<LeadFormCase, 'form' | 'submit'>): PageStory {
  return {
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
      const form = within(await screen().findByRole('region', { name: c.form }));
      await expect(form.getByLabelText('Email')).toHaveValue('');
      await expect(form.getByRole('button', { name: c.submit })).toBeEnabled();
    },
  };
}

/** Sends the filled form; the handler received one payload with the rules' values; toast; cleared. */
export function successStory(
  c: LeadFormCase,
  record: { handlers: Handlers; received: unknown[] },
): PageStory {
  return {
    parameters: { msw: { handlers: { leads: record.handlers } }, visual: { disable: true } },
    play: async () => {
      record.received.length = 0;
      const form = formOf(c);
      await c.fill(form);
      await userEvent.click(form.getByRole('button', { name: c.submit }));
      await seeToast(c.success.title);
      await expect(screen().getByText(c.success.description)).toBeVisible();
      await expect(record.received).toHaveLength(1);
      await expect(record.received[0]).toMatchObject({
        ...contact,
        source: 'website',
        status: 'new',
        submissionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/),
        ...c.expected,
      });
      for (const key of c.absent ?? []) await expect(record.received[0]).not.toHaveProperty(key);
      await waitFor(() => expect(form.getByLabelText('Email')).toHaveValue(''));
    },
  };
}

/** A 500: the destructive toast, and what was typed stays. */
export function failureStory(c: LeadFormCase, leadsError: Handlers): PageStory {
  return {
    parameters: { msw: { handlers: { leads: leadsError } }, visual: { disable: true } },
    play: async () => {
      const form = formOf(c);
      await c.fill(form);
      await userEvent.click(form.getByRole('button', { name: c.submit }));
      await seeToast('Something went wrong');
      await expect(
        screen().getByText(c.failure ?? 'Failed to submit form. Please try again.'),
      ).toBeVisible();
      await expect(form.getByLabelText(c.kept[0])).toHaveValue(c.kept[1]);
      await expect(form.getByRole('button', { name: c.submit })).toBeEnabled();
    },
  };
}

/** While the request is out, the fields and the button are disabled. */
export function submittingStory(c: LeadFormCase, leadsSlow: Handlers): PageStory {
  return {
    parameters: { msw: { handlers: { leads: leadsSlow } }, visual: { disable: true } },
    play: async () => {
      const form = formOf(c);
      await c.fill(form);
      await userEvent.click(form.getByRole('button', { name: c.submit }));
      await expect(
        await form.findByRole('button', { name: c.submittingLabel ?? 'Submitting...' }),
      ).toBeDisabled();
      await expect(form.getByLabelText('Email')).toBeDisabled();
    },
  };
}

/** The handler groups of POST /api/leads a page's form stories send to. */
export interface LeadHandlers {
  /** A fresh recorder per story: its handlers and what they received. */
  recorded: () => { handlers: Handlers; received: unknown[] };
  error: Handlers;
  slow: Handlers;
}

/**
 * A landing page's form stories from its spec: sent, a server failure, submitting, and the
 * first view (its baselines). Each story file exports them under their own names.
 */
export function landingStories(page: ComponentType, c: LeadFormCase, leads: LeadHandlers) {
  const render = () => createElement(page);
  return {
    success: { render, ...successStory(c, leads.recorded()) },
    failure: { render, ...failureStory(c, leads.error) },
    submitting: { render, ...submittingStory(c, leads.slow) },
    firstView: { render, ...firstViewStory(c) },
  };
}

/** The terms of the page's "Key figures" strip, and the strip to look further in. */
export async function keyFigures(canvas: Scope) {
  const strip = within(await canvas.findByRole('region', { name: 'Key figures' }));
  return { strip, terms: strip.getAllByRole('term').map((term) => term.textContent) };
}

/** The hero's call to action goes to the form on the same page, and the form takes focus. */
export async function followCallToAction(canvas: Scope, name: string, formId: string) {
  const cta = canvas.getByRole('link', { name });
  await expect(cta).toHaveAttribute('href', `#${formId}`);
  await userEvent.click(cta);
  await waitFor(() => expect(document.getElementById(formId)).toHaveFocus());
}

/**
 * What the landing pages' story files share besides the site's providers (which lib/ cannot
 * import): the forms loaded first, full screen at desktop width.
 */
export const landingPagesMeta = {
  loaders: [loadLeadForms],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
};

/**
 * A story loader: the landing pages' forms are parts in a chunk of their own, which the route
 * loads before the page renders; a story renders the page directly, so it loads them first.
 */
async function loadLeadForms(): Promise<Record<string, never>> {
  const forms = await import('./leadFormParts.ts');
  await Promise.all(Object.values(forms).map((form) => form.preload()));
  return {};
}
