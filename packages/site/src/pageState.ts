import type { DehydratedState } from '@tanstack/react-query';
import type { BrandOverrides } from '@cabo/contract';

/** What the server writes into a rendered page for the browser to start from. */
export interface PageState {
  brand: BrandOverrides;
  /** The dehydrated query cache: every API answer the page was rendered with. */
  queries: DehydratedState;
}

/** The id of the JSON script that carries the page state. */
export const PAGE_STATE_ID = 'cabo-state';
