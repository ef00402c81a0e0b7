import { z } from 'zod';

/**
 * Owners (docs/admin.md, "Owners"): the admin who works a lead, booking or guide request.
 * Kept with the record's own id; `disabled` once the account is disabled (the record keeps
 * its owner, shown as disabled, until someone reassigns it).
 */
export const recordOwnerSchema = z
  .object({
    id: z.number().int().positive(),
    username: z.string(),
    disabled: z.boolean(),
  })
  .nullable();
export type RecordOwner = z.infer<typeof recordOwnerSchema>;

/** The owner filter of the lists: everyone's, the signed-in admin's, nobody's, or one account's. */
export const OWNER_FILTER_MINE = 'mine';
export const OWNER_FILTER_UNASSIGNED = 'unassigned';
export const ownerFilterMessage = 'Owner must be all, mine, unassigned or an account id';
export const ownerFilterParam = z
  .string({ error: ownerFilterMessage })
  .regex(/^(all|mine|unassigned|[1-9][0-9]{0,8})$/, ownerFilterMessage)
  .default('all');

export const ownerMessages = {
  notAnAdmin: 'Only an active admin can own a record',
  ownerRequired: 'Choose an owner or Unassigned',
} as const;

/** PUT /api/admin/{leads,bookings,guide-submissions}/:id/owner: an admin's id, or null for nobody. */
export const recordOwnerUpdateSchema = z.strictObject({
  ownerId: z
    .number({ error: ownerMessages.ownerRequired })
    .int(ownerMessages.ownerRequired)
    .positive(ownerMessages.ownerRequired)
    .max(2147483647, ownerMessages.ownerRequired)
    .nullable(),
});
export type RecordOwnerUpdate = z.infer<typeof recordOwnerUpdateSchema>;

/** "Unassigned", or the owner's name with "(disabled)" when the account is disabled. */
export function ownerLabel(owner: RecordOwner): string {
  if (!owner) return 'Unassigned';
  return owner.disabled ? `${owner.username} (disabled)` : owner.username;
}

/** The owner select's value for nobody. */
export const OWNER_UNASSIGNED_OPTION = 'unassigned';

/** The record's owner form: the select's value, sent as the PUT body above. */
export const recordOwnerFormSchema = z
  .strictObject({
    owner: z
      .string({ error: ownerMessages.ownerRequired })
      .regex(/^(unassigned|[1-9][0-9]{0,8})$/, ownerMessages.ownerRequired),
  })
  .transform(({ owner }) => ({
    ownerId: owner === OWNER_UNASSIGNED_OPTION ? null : Number(owner),
  }));
export type RecordOwnerForm = z.input<typeof recordOwnerFormSchema>;
