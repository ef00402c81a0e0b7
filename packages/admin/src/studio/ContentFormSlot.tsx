import { contentNameField, slugKinds, type Content, type ContentKind } from '@cabo/contract';
import {
  ContractForm,
  FormSubmitButton,
  FormTextArea,
  FormTextField,
  useContractForm,
  type FormSubmitContext,
} from '@cabo/ui';
import { z } from 'zod';

// A stand-in for the content form of @cabo/ui (ContentEditForm), with its interface: the
// name, the slug, and every other field as JSON. The app imports the form from this one
// file, so the real one replaces it here.

export interface ContentEditFormProps {
  kind: ContentKind;
  /** The item's working content (the item answer's `content`), or emptyContent[kind] for a new one. */
  content: Content;
  /** Receives only the fields that changed (a new item: the whole content), parsed by the kind's schema.
   *  Resolve on success; reject after putting the server's messages under fields with context.setFieldError. */
  onSubmit: (changes: Content, context: FormSubmitContext) => Promise<unknown>;
  submitLabel?: string;
  isDisabled?: boolean;
}

export const emptyContent: Record<ContentKind, Content> = {
  resorts: { name: '' },
  villas: { name: '' },
  adventures: { title: '' },
  restaurants: { name: '' },
  posts: { title: '' },
  events: { title: '', dayOffset: 0, time: '', type: 'music', location: '', description: '' },
};

const OTHER = 'otherFields';

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return !!value && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ContentEditForm({
  kind,
  content,
  onSubmit,
  submitLabel = 'Save draft',
  isDisabled = false,
}: ContentEditFormProps) {
  const nameField = contentNameField[kind];
  const hasSlug = slugKinds.includes(kind);
  const isNew = content === emptyContent[kind];
  const { [nameField]: name, slug, ...rest } = content;
  const schema = z.object({
    [nameField]: z.string().trim().min(1, 'Required'),
    ...(hasSlug ? { slug: z.string().trim() } : {}),
    [OTHER]: z.string().refine(isJsonObject, 'Write the other fields as a JSON object'),
  }) as unknown as z.ZodType<Record<string, string>, Record<string, string>>;
  const form = useContractForm(schema, {
    [nameField]: String(name ?? ''),
    ...(hasSlug ? { slug: String(slug ?? '') } : {}),
    [OTHER]: JSON.stringify(rest, null, 2),
  });
  return (
    <ContractForm
      form={form}
      audience="staff"
      aria-label="Content"
      onSubmit={async (values, context) => {
        const whole: Content = {
          ...(JSON.parse(values[OTHER] || '{}') as Content),
          [nameField]: values[nameField],
          ...(hasSlug && values.slug ? { slug: values.slug } : {}),
        };
        const changes = isNew
          ? whole
          : Object.fromEntries(Object.entries(whole).filter(([k, v]) => !same(content[k], v)));
        await onSubmit(changes, context);
        form.reset(values);
      }}
    >
      <FormTextField
        control={form.control}
        name={nameField}
        label={nameField === 'name' ? 'Name' : 'Title'}
        isDisabled={isDisabled}
      />
      {hasSlug ? (
        <FormTextField
          control={form.control}
          name="slug"
          label="Slug"
          description={isNew ? 'Left empty, it follows the name.' : undefined}
          isDisabled={isDisabled}
        />
      ) : null}
      <FormTextArea
        control={form.control}
        name={OTHER}
        label="Other fields (JSON)"
        isDisabled={isDisabled}
      />
      <FormSubmitButton isDisabled={isDisabled} submittingLabel="Saving...">
        {submitLabel}
      </FormSubmitButton>
    </ContractForm>
  );
}
