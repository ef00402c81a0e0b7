import { parseDate } from '@internationalized/date';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { IsoDate } from '../../components/DatePicker/index.ts';
import { FormDatePicker, formStyles } from '../../form/index.ts';

// Date field groups several lead forms share. Their names are fixed ('firstName', 'checkIn', ...), so
// each group is typed by the values it needs and any form holding them can use it.

type TextName<T extends FieldValues> = FieldPathByValue<T, string | undefined>;

/** Where the date pickers start: `minDate` (default today) and the month they open on. */
export interface DateBounds {
  minDate?: IsoDate;
  defaultMonth?: IsoDate;
}

const dayAfter = (date: string) => {
  try {
    return parseDate(date.slice(0, 10)).add({ days: 1 }).toString();
  } catch {
    return undefined;
  }
};

interface StayValues extends FieldValues {
  checkIn: string;
  checkOut: string;
}

/** Check-in and check-out; check-out offers only days after the chosen check-in. */
export function StayDateFields<T extends StayValues, P extends FieldValues>({
  control,
  minDate,
  defaultMonth,
}: { control: Control<T, unknown, P> } & DateBounds) {
  const checkIn = useWatch({ control, name: 'checkIn' as TextName<T> }) as string | undefined;
  const checkOutMin = (checkIn && dayAfter(checkIn)) || minDate;
  return (
    <div className={formStyles.row}>
      <FormDatePicker
        control={control}
        name={'checkIn' as TextName<T>}
        label="Check-in Date"
        minValue={minDate}
        defaultMonth={defaultMonth}
      />
      <FormDatePicker
        control={control}
        name={'checkOut' as TextName<T>}
        label="Check-out Date"
        minValue={checkOutMin}
        defaultMonth={checkIn || defaultMonth}
      />
    </div>
  );
}
