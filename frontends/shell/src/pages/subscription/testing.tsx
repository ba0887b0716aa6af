import type { ProductInfo } from '@newsroom/contracts';

/** What product-info answers in the subscription and checkout page tests: the spec's two prices and a test key. */
export const PRODUCT_INFO: ProductInfo = {
  product: { name: 'Newsroom Copy Desk Premium', description: 'Premium tools' },
  prices: [
    { id: 'price_m', nickname: 'Monthly', unit_amount: 1495, recurring: { interval: 'month' } },
    { id: 'price_y', nickname: 'Yearly', unit_amount: 9000, recurring: { interval: 'year' } },
  ],
  publishableKey: 'pk_test_123',
};

/** Asserts that `toast` is a destructive toast holding every one of `texts`. */
export function expectDestructiveToast(toast: HTMLElement, ...texts: string[]) {
  expect(toast).toHaveClass('nr-toast--destructive');
  for (const text of texts) expect(toast).toHaveTextContent(text);
}
