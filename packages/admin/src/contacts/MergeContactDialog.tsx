import { contactMergeFormSchema, type AdminContact } from '@cabo/contract';
import {
  ContractForm,
  Dialog,
  FormSelect,
  FormSubmitButton,
  SearchField,
  useContractForm,
  type FormSubmitContext,
} from '@cabo/ui';
import * as styles from './Contacts.css';

/** "Ana Ruiz · ana@example.com (contact 2)": enough to tell two Anas apart. */
export const contactLabel = (c: AdminContact) =>
  `${c.name} · ${c.emails[0] ?? c.phones[0] ?? 'no e-mail'} (contact ${c.id})`;

export interface MergeContactDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact the dialog was opened from. */
  contact: AdminContact;
  /** Contacts to choose from (this one is left out); the search narrows them. */
  candidates: readonly AdminContact[];
  search: string;
  onSearchChange: (search: string) => void;
  /** A suggested duplicate, chosen already. */
  defaultOtherId?: number;
  /** Merges; reject after putting the server's messages under the fields. */
  onMerge: (
    ids: { keptId: number; otherId: number },
    context: FormSubmitContext,
  ) => Promise<unknown>;
}

/**
 * Merges two contacts the rules did not join (docs/admin.md, "Merging"): staff choose the
 * other contact and which of the two is kept; every request of the other joins the kept one.
 */
export function MergeContactDialog({
  isOpen,
  onOpenChange,
  contact,
  candidates,
  search,
  onSearchChange,
  defaultOtherId,
  onMerge,
}: MergeContactDialogProps) {
  const form = useContractForm(contactMergeFormSchema, {
    otherId: defaultOtherId ? String(defaultOtherId) : '',
    keep: 'this',
  });
  const others = candidates.filter((c) => c.id !== contact.id);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Merge contacts"
      description="Every request of the merged contact joins the kept one, with its history. Nothing is deleted, and each moved request's history records the merge."
    >
      {({ close }) => (
        <div className={styles.view}>
          <SearchField
            label="Find the other contact"
            placeholder="Name, e-mail, phone or reference"
            value={search}
            onChange={onSearchChange}
          />
          <ContractForm
            form={form}
            aria-label="Merge contacts"
            audience="staff"
            onSubmit={(values, context) => {
              const otherId = Number(values.otherId);
              const ids =
                values.keep === 'this'
                  ? { keptId: contact.id, otherId }
                  : { keptId: otherId, otherId: contact.id };
              return onMerge(ids, context);
            }}
            onSubmitted={close}
          >
            <FormSelect
              control={form.control}
              name="otherId"
              label="Contact to merge"
              placeholder={others.length ? 'Choose a contact' : 'No contact matches the search'}
              options={others.map((c) => ({ id: String(c.id), label: contactLabel(c) }))}
            />
            <FormSelect
              control={form.control}
              name="keep"
              label="Keep"
              options={[
                { id: 'this', label: `This contact: ${contactLabel(contact)}` },
                { id: 'other', label: 'The contact chosen above' },
              ]}
            />
            <FormSubmitButton submittingLabel="Merging...">Merge</FormSubmitButton>
          </ContractForm>
        </div>
      )}
    </Dialog>
  );
}
