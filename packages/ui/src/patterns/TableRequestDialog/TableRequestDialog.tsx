import {
  RESTAURANT_PARTY_SIZES,
  restaurantTableRequestSchema,
  type RestaurantTableRequest,
  type RestaurantTableRequestValues,
} from '@cabo/contract';
import type { Control } from 'react-hook-form';
import { DatePicker, type IsoDate } from '../../components/DatePicker/index.ts';
import { Dialog } from '../../components/Dialog/index.ts';
import type { SelectOption } from '../../components/Select/index.ts';
import {
  ContractForm,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  formStyles,
  useContractForm,
  useFormField,
  type FormSubmitContext,
  ContactFields,
} from '../../form/index.ts';

export const TABLE_REQUEST_DESCRIPTION =
  "Fill out the form below to request a reservation. We'll get back to you shortly to confirm your booking.";

/** '1 person', '2 people' … '12 people' (docs/adventures-and-restaurants.md). */
const partySizeOptions: readonly SelectOption[] = RESTAURANT_PARTY_SIZES.map((size) => ({
  id: size,
  label: size === '1' ? '1 person' : `${size} people`,
}));

const empty: RestaurantTableRequestValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  partySize: '2',
};

type RequestControl = Control<RestaurantTableRequestValues, unknown, RestaurantTableRequest>;

function DateField({ control, firstDate }: { control: RequestControl; firstDate?: IsoDate }) {
  const f = useFormField({ control, name: 'date' });
  return (
    <DatePicker
      {...f.props}
      label="Date"
      placeholder="Pick a date"
      minValue={firstDate}
      defaultMonth={firstDate}
      value={(f.value as string | undefined) || null}
      onChange={(value) => f.props.onChange(value ?? '')}
    />
  );
}

export interface TableRequestDialogProps {
  /** The restaurant asked about; the dialog is open while it is set. */
  restaurantName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The earliest date that can be picked (default today: past dates are disabled). */
  firstDate?: IsoDate;
  /**
   * Sends the contract-parsed values. Resolve on success: the form resets and the dialog
   * closes. Reject on failure: the typed values stay (server field messages go on the fields
   * through `context.setFieldError`).
   */
  onSubmit: (values: RestaurantTableRequest, context: FormSubmitContext) => Promise<unknown>;
}

/** "Request a Table at {name}": contact, date, time and party size (1-12, default 2). */
export function TableRequestDialog({
  restaurantName,
  isOpen,
  onOpenChange,
  firstDate,
  onSubmit,
}: TableRequestDialogProps) {
  const form = useContractForm(restaurantTableRequestSchema, empty);
  const { control } = form;
  const title = `Request a Table at ${restaurantName}`;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={TABLE_REQUEST_DESCRIPTION}
    >
      <ContractForm
        form={form}
        aria-label={title}
        onSubmit={onSubmit}
        onSubmitted={() => onOpenChange(false)}
      >
        <ContactFields control={control} />
        <div className={formStyles.row}>
          <DateField control={control} firstDate={firstDate} />
          <FormTextField control={control} name="time" label="Preferred Time" type="time" />
        </div>
        <FormSelect
          control={control}
          name="partySize"
          label="Party Size"
          options={partySizeOptions}
        />
        <FormSubmitButton fullWidth>Submit Request</FormSubmitButton>
      </ContractForm>
    </Dialog>
  );
}
