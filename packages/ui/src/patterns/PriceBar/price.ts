import { priceAmount } from '@cabo/contract';

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole-dollar amount written like the catalogue's prices: '$567 USD'. */
export const formatUsd = (amount: number) => `$${usd.format(amount)} USD`;

/** The estimated total for a per-guest price such as '$189 USD' (189 x guests). */
export const estimatedTotal = (pricePerGuest: string, guests: number) =>
  formatUsd(priceAmount(pricePerGuest) * guests);
