import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $moneyType, moneyTypeChosen } from '@storefront/shared/store';
import { DEFAULT_MONEY_TYPE, type MoneyType } from '@storefront/shared/contracts/shop';
import { shirt } from '../../../test/fixtures';
import type { Selection } from '../spec-picker';
import { ProductPrice } from './product-price';

const EUR: MoneyType = { cid: 2, currency: 'EUR', ex_rate: 0.92, flag: '🇪🇺', id: 2, symbol: '€', uid: 0 };
const JPY: MoneyType = { cid: 4, currency: 'JPY', ex_rate: 151.6, flag: '🇯🇵', id: 4, symbol: 'JP¥', uid: 0 };

function show(selection: Selection, money: MoneyType = DEFAULT_MONEY_TYPE) {
  const scope = fork({ values: [[$moneyType, money]] });
  const view = render(
    <Provider value={scope}>
      <ProductPrice specs={shirt.specs} skus={shirt.skus} selection={selection} />
    </Provider>,
  );
  return { scope, view, text: () => screen.getByTestId('detail-price').textContent };
}

afterEach(cleanup);

describe('price shown per specification and currency', () => {
  it('shows the range before a choice and the SKU price after', () => {
    expect(show({}).text()).toBe('$29.99 – $34.99');
    cleanup();
    expect(show({ colour: 'black', size: 'xl' }).text()).toBe('$34.99');
    cleanup();
    expect(show({ colour: 'navy', size: 'm' }).text()).toBe('$29.99');
  });

  it("converts with the rate and rounds down to the currency's minor unit", () => {
    // 2999 * 0.92 = 2759.08 minor units -> €27.59; 3499 * 0.92 = 3219.08 -> €32.19
    expect(show({}, EUR).text()).toBe('€27.59 – €32.19');
    cleanup();
    // $34.99 * 151.6 = ¥5304.48 -> ¥5,304: yen have no minor unit
    expect(show({ colour: 'black', size: 'xl' }, JPY).text()).toBe('¥5,304');
  });

  it('follows a currency change live', async () => {
    const { scope, text } = show({ colour: 'black', size: 'm' });
    expect(text()).toBe('$29.99');
    await act(async () => {
      await allSettled(moneyTypeChosen, { scope, params: EUR });
    });
    expect(text()).toBe('€27.59');
  });
});
