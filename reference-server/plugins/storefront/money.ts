/** The shop's currency block, sent with every storefront price (reference only: EUR). */
export const CURRENCY = {
  currency_code: 'EUR',
  currency_symbol: '€',
  currency_minor_unit: 2,
  currency_decimal_separator: '.',
  currency_thousand_separator: ',',
  currency_prefix: '€',
  currency_suffix: '',
} as const;

/** Storefront money: a string of minor units ("2900"). */
export function minor(amount: number | null | undefined): string {
  return String(Math.round(amount ?? 0));
}
