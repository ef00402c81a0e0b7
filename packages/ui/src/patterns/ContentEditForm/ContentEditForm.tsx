import type { Content, ContentKind } from '@cabo/contract';
import { useEffect, useMemo, useState } from 'react';
import {
  ContractForm,
  FormSubmitButton,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import {
  changedFields,
  contentFormSchema,
  deepEqual,
  isNewContent,
  toFormFieldName,
  toFormValues,
} from './contentFormValues.ts';
import { kindFields } from './kindFields.tsx';
import type { MediaPickerSource } from '../MediaGalleryField/index.ts';
import * as styles from './ContentEditForm.css';

export interface ContentEditFormProps {
  kind: ContentKind;
  /** The item's working content (the item answer's `content`), or emptyContent[kind] for a new one. */
  content: Content;
  /**
   * Receives only the fields that changed (a new item: the whole content), parsed by the
   * kind's schema. Resolve on success; reject after putting the server's messages under
   * fields with context.setFieldError.
   */
  onSubmit: (changes: Content, context: FormSubmitContext) => Promise<unknown>;
  /** Default 'Save draft'. */
  submitLabel?: string;
  isDisabled?: boolean;
  /** The media library the gallery picks photos from; without it the gallery is not shown. */
  media?: MediaPickerSource;
}

const kindNames: Record<ContentKind, string> = {
  resorts: 'Resort',
  villas: 'Villa',
  adventures: 'Adventure',
  restaurants: 'Restaurant',
  posts: 'Blog post',
  events: 'Event',
  listings: 'Listing',
};

/**
 * The content studio's edit form of one catalogue item (docs/admin.md, "Content studio"):
 * every field of the kind's content, by section, validated by the contract's schema of the
 * kind as the server validates it. A new item (the kind's `emptyContent`) sends its whole
 * content; an existing one only the top-level fields that differ from what it started with.
 */
export function ContentEditForm({
  kind,
  content,
  onSubmit,
  submitLabel = 'Save draft',
  isDisabled = false,
  media,
}: ContentEditFormProps) {
  // What the form started from (or last saved): the base of "what changed".
  const [start, setStart] = useState(content);
  // Another item, or the server's answer to a save: the form shows it, unless it is what the
  // form already holds (so typing after a save survives the answer arriving).
  const [lastContent, setLastContent] = useState(content);
  if (content !== lastContent) {
    setLastContent(content);
    if (!deepEqual(content, start)) setStart(content);
  }
  const schema = useMemo(() => contentFormSchema(kind, () => start), [kind, start]);
  const form = useContractForm(schema, toFormValues(kind, content));
  useEffect(() => {
    form.reset(toFormValues(kind, start));
  }, [start, kind, form]);

  const isNew = isNewContent(kind, start);
  const Fields = kindFields[kind];
  return (
    <ContractForm
      form={form}
      audience="staff"
      aria-label={`${kindNames[kind]} content`}
      onSubmit={async (parsed, context) => {
        const changes = isNew ? parsed : changedFields(start, parsed);
        await onSubmit(changes, {
          ...context,
          // The server names fields as the content does ('menu.Starters.0.price').
          setFieldError: (name, message) =>
            context.setFieldError(toFormFieldName(kind, name), message),
        });
        // The saved values are the new start (shown at once: the form's own reset follows).
        form.reset(toFormValues(kind, parsed));
        setStart(parsed);
      }}
    >
      <fieldset className={styles.body} disabled={isDisabled}>
        <Fields control={form.control} isNew={isNew} media={media} />
      </fieldset>
      <div className={styles.footer}>
        <FormSubmitButton submittingLabel="Saving..." isDisabled={isDisabled}>
          {submitLabel}
        </FormSubmitButton>
      </div>
    </ContractForm>
  );
}
