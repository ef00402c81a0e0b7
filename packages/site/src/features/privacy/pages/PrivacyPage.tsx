import {
  PRIVACY_NOTICE_EFFECTIVE,
  PRIVACY_NOTICE_VERSION,
  privacyNoticeSections,
} from '@cabo/data/privacy-notice';
import { PageIntro } from '@cabo/ui';
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { brand } from '../../../lib/brand.ts';
import { useHead } from '../../../lib/head.ts';
import * as styles from './PrivacyPage.css';

const TITLE = 'Privacy Notice';
const DESCRIPTION =
  'Who is responsible for the personal data you send through our forms, what we collect and why, who receives it, and how to exercise your ARCO rights under Mexico\u2019s LFPDPPP.';

/** Fills the deployment's contact details into a paragraph, the e-mail as a mailto link. */
function withContacts(text: string): ReactNode {
  return text.split(/(\{email\}|\{phone\})/).map((part, i) => {
    if (part === '{email}') {
      return (
        <a key={i} href={`mailto:${brand.contactEmail}`}>
          {brand.contactEmail}
        </a>
      );
    }
    if (part === '{phone}') {
      return (
        <a key={i} href={brand.phoneHref}>
          {brand.phone}
        </a>
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** /privacy: the comprehensive privacy notice (LFPDPPP) every public form links. */
export default function PrivacyPage() {
  const [path] = useLocation();
  useHead({ title: TITLE, description: DESCRIPTION, path });
  return (
    <>
      <PageIntro
        title={TITLE}
        intro="How we look after the personal data you send us, under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP)."
      />
      <article className={styles.notice}>
        <p className={styles.meta}>
          Version {PRIVACY_NOTICE_VERSION}, in effect since {PRIVACY_NOTICE_EFFECTIVE}.
        </p>
        {privacyNoticeSections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.paragraphs.map((text, i) => (
              <p key={i}>{withContacts(text)}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item, i) => (
                  <li key={i}>{withContacts(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
