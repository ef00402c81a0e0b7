import type { SiteFigureKey } from '@cabo/contract';
import type { GalleryImage as GalleryItem, Testimonial } from '@cabo/data/types';
import type { SitePictureSet } from '@cabo/data/site-pictures';
import { useFigureStrip } from '../siteFigures.ts';
import { useSitePictures } from '../sitePictures.ts';
import {
  HERO_IMAGE_SIZES,
  mediaPreload,
  Accordion,
  BenefitsGrid,
  ImageGallery,
  LandingHero,
  PageSection,
  ProcessSteps,
  StatsStrip,
  Testimonials,
  type AccordionItem,
  type BenefitItem,
  type ProcessStep,
} from '@cabo/ui';
import type { ReactNode } from 'react';
import { LandingLeadForm } from './leadFormParts.ts';
import type { LandingLeadFormProps } from './leadForms.tsx';
import { useHead } from '../head.ts';
import { Island } from '../Island.tsx';
import * as styles from './LandingPage.css';

// Every landing-page picture is 800 x 600 generated art, through the media pipeline
// (docs/media.md, "Site pictures").
const ART = { width: 800, height: 600 };

interface Titled<T> {
  title: string;
  intro?: string;
  items: readonly T[];
}

export interface LandingPageProps {
  path: string;
  /** The page's own pictures (hero, gallery, avatars): its route loads this set. */
  pictures: SitePictureSet;
  /** Search-result title and description. */
  metaTitle: string;
  metaDescription: string;
  hero: {
    eyebrow?: string;
    title: string;
    intro: string;
    ctaLabel: string;
    image: GalleryItem;
  };
  /** The marketing figures this page is about (site settings), in the strip's order. */
  figures: readonly SiteFigureKey[];
  /** What is offered (the partner template shows features, then benefits). */
  features?: Titled<BenefitItem>;
  benefits?: Titled<BenefitItem>;
  steps?: Titled<ProcessStep>;
  gallery?: Titled<GalleryItem>;
  testimonials: Titled<Testimonial>;
  faqs?: Titled<AccordionItem>;
  /** Beside the form: why to send it. */
  formIntro: { title: string; text: string; points: readonly string[] };
  /** Which lead form (`@cabo/ui`'s `leadForms`), at its anchor, and its heading if not its own. */
  leadForm: Omit<LandingLeadFormProps, 'id'>;
  /** The partner template keeps its form in view beside the content. */
  stickyForm?: boolean;
  /**
   * A block after the testimonials; with `stickyForm`, beside the form under the content on
   * wide screens and after the form on a phone (the partner page's social feed).
   */
  extra?: ReactNode;
}

/** The part every landing page loads with it: the lead form (app/routes.tsx, `parts`). */
export const landingParts = [LandingLeadForm];

/**
 * A landing page (docs/lead-forms.md): a hero whose button scrolls to the form, the figures,
 * benefits, optional steps and gallery, testimonials, the form, optional FAQs.
 */
export function LandingPage(props: LandingPageProps) {
  const { hero } = props;
  // The hero's target (docs/lead-forms.md): contact-form on property management.
  const anchor = props.leadForm.form === 'propertyManagement' ? 'contact-form' : 'booking-form';
  const form = <LandingLeadForm.Component {...props.leadForm} id={anchor} />;
  const stats = useFigureStrip(props.figures);
  const picture = useSitePictures(props.pictures);
  const heroPicture = picture(hero.image.src);
  useHead({
    title: props.metaTitle,
    description: props.metaDescription,
    path: props.path,
    lcpImage: heroPicture ? mediaPreload(heroPicture, HERO_IMAGE_SIZES) : hero.image.src,
  });

  const content = (
    <>
      {props.features ? (
        <PageSection title={props.features.title} intro={props.features.intro}>
          <BenefitsGrid items={props.features.items} />
        </PageSection>
      ) : null}
      {props.benefits ? (
        <PageSection title={props.benefits.title} intro={props.benefits.intro}>
          <BenefitsGrid items={props.benefits.items} />
        </PageSection>
      ) : null}
      {props.steps ? (
        <PageSection title={props.steps.title} intro={props.steps.intro}>
          <ProcessSteps steps={props.steps.items} />
        </PageSection>
      ) : null}
      {props.gallery ? (
        <PageSection title={props.gallery.title} intro={props.gallery.intro}>
          <ImageGallery
            images={props.gallery.items.map((image) => ({
              ...image,
              ...ART,
              picture: picture(image.src),
            }))}
          />
        </PageSection>
      ) : null}
      <PageSection title={props.testimonials.title} intro={props.testimonials.intro}>
        <Testimonials
          items={props.testimonials.items.map((item) => ({
            ...item,
            avatarPicture: picture(item.avatar),
          }))}
        />
      </PageSection>
      {props.stickyForm ? null : props.extra}
      {props.faqs && !props.stickyForm ? <Faqs {...props.faqs} /> : null}
    </>
  );

  const formBlock = (
    <>
      <div>
        <h2 className={styles.formIntroTitle}>{props.formIntro.title}</h2>
        <p className={styles.formIntroText}>{props.formIntro.text}</p>
        <ul className={styles.checkList}>
          {props.formIntro.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <Island when="visible">{form}</Island>
    </>
  );

  return (
    <>
      <LandingHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        ctaLabel={hero.ctaLabel}
        targetId={anchor}
        image={{ ...hero.image, ...ART, picture: heroPicture }}
      />
      {stats.length ? <StatsStrip stats={stats} /> : null}
      {props.stickyForm ? (
        <div className={styles.withStickyForm}>
          <div className={styles.stickyContent}>
            {content}
            {props.faqs ? <Faqs {...props.faqs} /> : null}
          </div>
          <div className={styles.stickyForm}>
            <Island when="visible">{form}</Island>
          </div>
          {props.extra ? <div className={styles.besideForm}>{props.extra}</div> : null}
        </div>
      ) : (
        <>
          {content}
          <section className={styles.formSection} aria-label={props.formIntro.title}>
            {formBlock}
          </section>
        </>
      )}
    </>
  );
}

function Faqs({ title, intro, items }: Titled<AccordionItem>) {
  return (
    <PageSection title={title} intro={intro}>
      <Accordion items={items} />
    </PageSection>
  );
}
