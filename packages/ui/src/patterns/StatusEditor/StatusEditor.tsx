import {
  adminBookingUpdateSchema,
  adminLeadUpdateSchema,
  bookingStatuses,
  leadStatuses,
} from '@cabo/contract';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  FormTextArea,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './StatusEditor.css';

/** What the editor sends: the PATCH body of a lead or a booking. */
export interface StatusUpdateValues {
  status?: string;
  note?: string;
  /** What the visitor reads with the new status (e-mailed, and on their page). */
  message?: string;
}

type StatusUpdateSchema = z.ZodType<StatusUpdateValues, StatusUpdateValues>;

// The contract's PATCH schemas, so the messages under the fields are the server's.
const kinds = {
  lead: { schema: adminLeadUpdateSchema as StatusUpdateSchema, statuses: leadStatuses },
  booking: { schema: adminBookingUpdateSchema as StatusUpdateSchema, statuses: bookingStatuses },
} as const;

export interface StatusEditorProps {
  kind: keyof typeof kinds;
  /** The record's status now (the select starts there). */
  currentStatus: string;
  /**
   * Saves the change. Resolve on success (the note empties); reject on failure, after
   * putting the server's messages under the fields through `context.setFieldError`.
   */
  onSubmit: (values: StatusUpdateValues, context: FormSubmitContext) => Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
  /** Move focus to the status when the editor appears (the list's "Edit" opened the record). */
  focusStatus?: boolean;
}

/** Changes a lead's or booking's status and adds a note (docs/admin.md: Edit). */
export function StatusEditor({
  kind,
  currentStatus,
  onSubmit,
  headingLevel = 3,
  focusStatus = false,
}: StatusEditorProps) {
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The status select's trigger is the editor's first button. Asked for by a press on
    // "Edit", so the move is expected, not a surprise on page load.
    if (focusStatus) sectionRef.current?.querySelector('button')?.focus();
  }, [focusStatus]);
  const { schema, statuses } = kinds[kind];
  const blank = { note: '', message: '' };
  const form = useContractForm(schema, { status: currentStatus, ...blank });
  // After a save the form resets to the saved status, not the one it opened with.
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={sectionRef} className={styles.section} aria-label="Edit status">
      <Heading className={styles.title}>Edit status</Heading>
      <ContractForm
        form={form}
        aria-label="Edit status"
        audience="staff"
        onSubmit={async (values, context) => {
          const result = await onSubmit(values, context);
          form.reset({ status: values.status ?? currentStatus, ...blank });
          return result;
        }}
      >
        <FormSelect
          control={form.control}
          name="status"
          label="Status"
          options={statuses.map((s) => ({ id: s, label: s }))}
        />
        <FormTextArea control={form.control} name="note" label="Note" rows={3} />
        <FormTextArea
          control={form.control}
          name="message"
          label="Message to the visitor (e-mailed with the new status)"
          rows={3}
        />
        <FormSubmitButton submittingLabel="Saving...">Save</FormSubmitButton>
      </ContractForm>
    </section>
  );
}
