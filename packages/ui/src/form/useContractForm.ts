import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A contract schema of a form's values (an object schema from @cabo/contract). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form a `useContractForm` call returns: typed values in, the schema's parsed values out. */
export type ContractFormApi<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A react-hook-form form validated by a contract schema (the one the server and the MSW
 * handlers parse with), so the messages under the fields are the contract's. Errors show
 * after the first submit and then follow the typing.
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ContractFormApi<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot follow a generic schema; these are its own types.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
