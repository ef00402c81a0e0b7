import {
  OWNER_UNASSIGNED_OPTION,
  ownerLabel,
  recordOwnerFormSchema,
  type RecordOwner,
} from '@cabo/contract';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './OwnerEditor.css';

export interface OwnerEditorProps {
  /** The record's owner now (null: nobody). */
  owner: RecordOwner;
  /** Who can own a record: the active admins (docs/admin.md, "Owners"). */
  admins: readonly { id: number; username: string }[];
  /**
   * Saves the owner (`null` for nobody). Resolve on success; reject on failure, after putting
   * the server's message under the field through `context.setFieldError`.
   */
  onSubmit: (ownerId: number | null, context: FormSubmitContext) => Promise<unknown>;
  headingLevel?: 2 | 3 | 4;
}

const valueOf = (owner: RecordOwner) => (owner ? String(owner.id) : OWNER_UNASSIGNED_OPTION);

/**
 * Assigns, changes or clears a record's owner: a select of the active admins and
 * "Unassigned". A disabled owner stays in the select, marked, until someone else is chosen.
 */
export function OwnerEditor({ owner, admins, onSubmit, headingLevel = 3 }: OwnerEditorProps) {
  const form = useContractForm(recordOwnerFormSchema, { owner: valueOf(owner) });
  const options = [
    { id: OWNER_UNASSIGNED_OPTION, label: 'Unassigned' },
    ...admins.map((a) => ({ id: String(a.id), label: a.username })),
    ...(owner && !admins.some((a) => a.id === owner.id)
      ? [{ id: String(owner.id), label: ownerLabel(owner), isDisabled: true }]
      : []),
  ];
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-label="Owner">
      <Heading className={styles.title}>Owner</Heading>
      <p className={styles.current}>
        Owned by <strong>{ownerLabel(owner)}</strong>
      </p>
      <ContractForm
        form={form}
        aria-label="Owner"
        audience="staff"
        onSubmit={async ({ ownerId }, context) => {
          const result = await onSubmit(ownerId, context);
          form.reset({ owner: ownerId === null ? OWNER_UNASSIGNED_OPTION : String(ownerId) });
          return result;
        }}
      >
        <div className={styles.row}>
          <FormSelect control={form.control} name="owner" label="Assign to" options={options} />
          <FormSubmitButton submittingLabel="Assigning...">Assign</FormSubmitButton>
        </div>
      </ContractForm>
    </section>
  );
}
