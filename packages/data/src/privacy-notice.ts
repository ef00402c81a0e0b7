/**
 * The privacy notice (aviso de privacidad integral) every public form links, as Mexico's
 * Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP) asks of
 * a business that collects personal data. Each stored lead, guide request and booking keeps
 * the version the visitor saw, so change the version whenever the text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

/** When this version took effect, as shown on the page. */
export const PRIVACY_NOTICE_EFFECTIVE = 'November 23, 2026';

export interface PrivacyNoticeSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * The notice's sections. `{email}` and `{phone}` are the deployment's contact details
 * (brand facts), filled in by the page.
 */
export const privacyNoticeSections: PrivacyNoticeSection[] = [
  {
    id: 'responsible',
    heading: 'Who is responsible for your data',
    paragraphs: [
      'Cabo, a travel and concierge service based in Los Cabos, Baja California Sur, Mexico, is responsible for the personal data you give us through this website and for its protection, under the Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP), its regulations and the guidelines of the privacy notice.',
      'Our privacy contact answers at {email} and {phone}.',
    ],
  },
  {
    id: 'data',
    heading: 'What we collect',
    paragraphs: ['When you send one of our forms we collect only what the form asks for:'],
    list: [
      'Identification and contact data: first and last name, e-mail address and phone number.',
      'Trip details: dates, number of guests, budget range, the kind of trip, guide or property you ask about, and the notes you write.',
      'For the influencer program: your social media handle, main platform and follower count. For property management: the property type, address and size.',
      'How you reached us: the campaign tags of the link you followed (utm parameters), the page that sent you to us and the first page you opened.',
      'Technical data needed to keep the forms free of spam: how long the form was open before it was sent.',
    ],
  },
  {
    id: 'sensitive',
    heading: 'Sensitive data',
    paragraphs: [
      'We do not ask for sensitive personal data (such as health, religious beliefs or financial account details). Please do not include it in your notes.',
    ],
  },
  {
    id: 'purposes',
    heading: 'Why we use it',
    paragraphs: ['Primary purposes, necessary for the service you ask for:'],
    list: [
      'To answer your request, quote and plan your trip, wedding, event or stay, and send you the guide you asked for.',
      'To contact you by e-mail, phone or WhatsApp about that request.',
      'To manage bookings and reservations with the hotels, villas, restaurants and tour operators you choose.',
    ],
  },
  {
    id: 'secondary',
    heading: 'Secondary purposes',
    paragraphs: [
      'With your consent we may also send you travel offers and news, and measure which of our campaigns bring visitors. These are not necessary for the service: you may refuse them at any time by writing to {email}, and refusing never affects your request.',
    ],
  },
  {
    id: 'transfers',
    heading: 'Who we share it with',
    paragraphs: [
      'We do not sell your data. To do the work you ask for, your request is passed to service providers who process it on our behalf and under our instructions, bound to keep it confidential:',
    ],
    list: [
      'Our table service (an online database where our team works its requests), which receives the details of your request.',
      'Our automation webhook (the workflow service that alerts our team and files each request), which receives the same details.',
      'Our e-mail provider, which delivers our answer and the guide you asked for.',
      'The hotel, villa, restaurant or tour operator you ask us to book, only the details that booking needs. This transfer is necessary for the service you request and does not need your separate consent (article 37 of the LFPDPPP).',
    ],
  },
  {
    id: 'arco',
    heading: 'Your ARCO rights',
    paragraphs: [
      'You have the right to Access the personal data we hold about you, to Rectify it if it is wrong or incomplete, to Cancel it (have it deleted) when it is no longer needed, and to Oppose its use for specific purposes. You may also revoke your consent or limit the use and disclosure of your data.',
      'To exercise these rights, write to {email} with your name, a way to reply to you, a copy of an official identification (or your representative\u2019s power of attorney), a clear description of the data and the right you wish to exercise, and anything that helps us find your data (such as the reference you received after sending a form).',
      'We answer within 20 business days of receiving a complete request and, if it is granted, carry it out within the following 15 business days. If you disagree with our answer you may turn to the National Institute for Transparency, Access to Information and Personal Data Protection (INAI) or the authority that replaces it.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      'We keep a request for as long as we work on it and for up to two years afterwards, so we can answer questions about it, unless the law requires longer (for example tax records of a booking). Submissions flagged as automated spam are kept only to review them and are then deleted.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and similar technologies',
    paragraphs: [
      'We use no advertising or third-party tracking cookies. A session cookie keeps you signed in if you create an account, and your browser\u2019s session storage remembers, until you close the tab, the campaign tags and referring page you arrived with, so they travel with your request.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this notice',
    paragraphs: [
      'We publish any change to this notice on this page with its new date. Every request we receive records the version of the notice shown when it was sent.',
    ],
  },
];
