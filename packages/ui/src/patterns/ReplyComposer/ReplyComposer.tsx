import {
  adminReplyCreateSchema,
  fillReplyTemplate,
  replyTemplates,
  templateKeyFor,
  type AdminReplyCreate,
  type ReplyTemplateKey,
} from '@cabo/contract';
import { useState } from 'react';
import { Select } from '../../components/Select/Select.tsx';
import {
  ContractForm,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './ReplyComposer.css';

export interface ReplyComposerProps {
  /** The visitor's e-mail, shown as the recipient. */
  to: string;
  firstName: string | null;
  reference: string;
  /** The lead's interest or the booking's type: picks the first template. */
  interest: string | null;
  /**
   * Sends the reply. Resolve on success (the composer starts over from the template);
   * reject on failure, after putting the server's messages under the fields through
   * `context.setFieldError`: the text typed stays.
   */
  onSend: (values: AdminReplyCreate, context: FormSubmitContext) => Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
}

/**
 * An e-mail to the visitor from their record (docs/admin.md, "Replies and follow-ups"): a
 * template for their interest with their name and reference filled in, edited, then sent.
 */
export function ReplyComposer({
  to,
  firstName,
  reference,
  interest,
  onSend,
  headingLevel = 3,
}: ReplyComposerProps) {
  const [templateKey, setTemplateKey] = useState<ReplyTemplateKey>(templateKeyFor(interest));
  const filled = (key: ReplyTemplateKey) =>
    fillReplyTemplate(
      replyTemplates.find((t) => t.key === key)!,
      { firstName, reference },
    );
  const form = useContractForm(adminReplyCreateSchema, filled(templateKey));
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-label="Reply by e-mail">
      <Heading className={styles.title}>Reply by e-mail</Heading>
      <p className={styles.to}>To: {to}</p>
      <Select
        label="Template"
        options={replyTemplates.map((t) => ({ id: t.key, label: t.label }))}
        value={templateKey}
        onChange={(key) => {
          if (!key) return;
          setTemplateKey(key as ReplyTemplateKey);
          form.reset(filled(key as ReplyTemplateKey));
        }}
      />
      <ContractForm
        form={form}
        aria-label="Reply by e-mail"
        audience="staff"
        onSubmit={async (values, context) => {
          const result = await onSend(values, context);
          form.reset(filled(templateKey));
          return result;
        }}
      >
        <FormTextField control={form.control} name="subject" label="Subject" />
        <FormTextArea control={form.control} name="body" label="Message" rows={10} />
        <FormSubmitButton submittingLabel="Sending...">Send</FormSubmitButton>
      </ContractForm>
    </section>
  );
}
