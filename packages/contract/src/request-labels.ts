// Zod-free (like plain.ts): the request pages show these, and zod stays out of their chunks
// (the schemas of a request are in requests.ts).

/** What the visitor reads of a status, word for word. */
export const requestStatusLabels: Record<string, string> = {
  pending: 'Pending',
  new: 'Received',
  contacted: 'In progress',
  qualified: 'In progress',
  converted: 'Confirmed',
  closed: 'Closed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  sent: 'Sent',
  failed: 'Not sent',
};

export const requestMessages = {
  linkExpired: 'This link has expired',
  linkExpiredHint:
    'Links in our e-mails open a request for 90 days. Log in to see all your requests.',
  signInToSee: 'Log in to see this request',
  notYours: 'We could not find this request in your account',
  confirmInvalid: 'This confirmation link is not valid or has expired',
} as const;
