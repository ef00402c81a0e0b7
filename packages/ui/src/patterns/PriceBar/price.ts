import { priceAmount } from '@cabo/contract';
import { groupDigits } from '../../common/numbers.ts';

/** A whole-dollar amount written like the catalogue's prices: '$567 USD'. */
export const formatUsd = (amount: number) => `$${groupDigits(amount)} USD`;

/** The estimated total for a per-guest price such as '$189 USD' (189 x guests). */
export const estimatedTotal = (pricePerGuest: string, guests: number) =>
  formatUsd(priceAmount(pricePerGuest) * guests);
