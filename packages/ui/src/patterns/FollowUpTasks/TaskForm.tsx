import { adminTaskFormSchema, type AdminTaskFormValues } from '@cabo/contract';
import {
  ContractForm,
  FormDatePicker,
  FormSubmitButton,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '../../form/index.ts';
import * as styles from './FollowUpTasks.css';

export interface TaskFormProps {
  /** Cabo's date: the due day it starts on, and the earliest one. */
  today: string;
  /**
   * Adds the task. Resolve on success (the form starts over); reject on failure after
   * putting the server's messages under the fields.
   */
  onAdd: (values: AdminTaskFormValues, context: FormSubmitContext) => Promise<unknown>;
}

/** A new follow-up on the record: what to do and by which day (Cabo's calendar). */
export function TaskForm({ today, onAdd }: TaskFormProps) {
  const blank = { title: '', dueDay: today };
  const form = useContractForm(adminTaskFormSchema, blank);
  return (
    <ContractForm
      form={form}
      aria-label="Add a follow-up task"
      audience="staff"
      onSubmit={async (values, context) => {
        const result = await onAdd(values, context);
        form.reset(blank);
        return result;
      }}
    >
      <div className={styles.formRow}>
        <FormTextField control={form.control} name="title" label="Task" />
        <FormDatePicker control={form.control} name="dueDay" label="Due day" minValue={today} />
      </div>
      <FormSubmitButton submittingLabel="Adding...">Add task</FormSubmitButton>
    </ContractForm>
  );
}
