import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratesInTurn } from './HydratesInTurn.tsx';

// React hydrates a Suspense boundary (<!--$--> … <!--/$--> in the HTML) only after its
// parent: nested boundaries are what make the children hydrate one per pass.
describe('HydratesInTurn', () => {
  it('puts each child after the first in a boundary inside the previous one, DOM unchanged', () => {
    const html = renderToString(
      <div>
        <HydratesInTurn>
          <input name="a" />
          <input name="b" />
          <input name="c" />
        </HydratesInTurn>
      </div>,
    );
    expect(html).toBe(
      '<div><!--$--><input name="a"/><!--$--><input name="b"/><!--$--><input name="c"/>' +
        '<!--/$--><!--/$--><!--/$--></div>',
    );
  });

  it('keeps a level for an empty child, so what follows keeps its depth when it appears', () => {
    const withThird = (third: boolean) =>
      renderToString(
        <HydratesInTurn>
          <input name="a" />
          {third ? <input name="b" /> : null}
          <input name="c" />
        </HydratesInTurn>,
      );
    expect(withThird(false)).toBe(
      '<!--$--><input name="a"/><!--$--><!--$--><input name="c"/><!--/$--><!--/$--><!--/$-->',
    );
    expect(withThird(true)).toBe(
      '<!--$--><input name="a"/><!--$--><input name="b"/><!--$--><input name="c"/>' +
        '<!--/$--><!--/$--><!--/$-->',
    );
  });
});
