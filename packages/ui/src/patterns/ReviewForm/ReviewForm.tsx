import {
  reviewMessages,
  visitorReviewFormSchema,
  type VisitorReview,
  type VisitorReviewFormValues,
} from '@cabo/contract';
import { useState } from 'react';
import {
  ContractForm,
  FormNumberField,
  FormSubmitButton,
  FormTextArea,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './ReviewForm.css';

const empty: VisitorReviewFormValues = { rating: 5, text: '' };

export interface ReviewFormProps {
  /** The item reviewed, for the heading ("Review Sunset Sailing Cruise"). */
  itemName: string;
  /**
   * Sends the review (POST /api/reviews, with the page's kind and item). Resolve on success;
   * reject after putting the server's messages under the fields; the typed text stays.
   */
  onSubmit: (
    values: Pick<VisitorReview, 'rating' | 'text'>,
    context: FormSubmitContext,
  ) => Promise<unknown>;
}

/**
 * A guest's review of an item they had a confirmed booking of (docs/catalogue.md, "Ratings and
 * reviews"): 1-5 stars and a text; it waits for staff before it shows. The page shows this
 * form only to a visitor who may review.
 */
export function ReviewForm({ itemName, onSubmit }: ReviewFormProps) {
  const form = useContractForm(visitorReviewFormSchema, empty);
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <section className={styles.section} aria-labelledby="review-form-title">
        <h2 id="review-form-title" className={styles.title}>
          Review {itemName}
        </h2>
        <p role="status" className={styles.thanks}>
          {reviewMessages.thanks}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="review-form-title">
      <h2 id="review-form-title" className={styles.title}>
        Review {itemName}
      </h2>
      <ContractForm
        form={form}
        aria-label={`Review ${itemName}`}
        onSubmit={onSubmit}
        onSubmitted={() => setSent(true)}
      >
        <FormNumberField
          control={form.control}
          name="rating"
          label="Stars (1 to 5)"
          minValue={1}
          maxValue={5}
          step={1}
        />
        <FormTextArea
          control={form.control}
          name="text"
          label="Your review"
          description="What should other guests know? At least 20 characters."
          rows={4}
        />
        <FormSubmitButton submittingLabel="Sending...">Submit review</FormSubmitButton>
      </ContractForm>
    </section>
  );
}
