import type { DehydratedState } from '@tanstack/react-query';
import type { BrandOverrides } from '@cabo/contract';

/** What the server writes into a rendered page for the browser to start from. */
export interface PageState {
  brand: BrandOverrides;
  /**
   * Cabo's year when the page was rendered (the footer's copyright): the browser hydrates with
   * it rather than create a time-zone formatter on every page's first load, a long task on a
   * phone. The server drops its rendered pages at Cabo's midnight, so it is current.
   */
  year: number;
  /** The dehydrated query cache: every API answer the page was rendered with. */
  queries: DehydratedState;
}

/** The id of the JSON script that carries the page state. */
export const PAGE_STATE_ID = 'cabo-state';
