import { cryptoCurrencies, fiatCurrencies } from '@platform/core';

/** A currency select's options: the crypto and fiat currencies, each group under its label, in `order`. */
export function CurrencyOptgroups({
  order,
  labels,
}: {
  order: readonly ['crypto', 'fiat'] | readonly ['fiat', 'crypto'];
  labels: { crypto: string; fiat: string };
}) {
  const codes = { crypto: cryptoCurrencies, fiat: fiatCurrencies };
  return (
    <>
      {order.map((group) => (
        <optgroup key={group} label={labels[group]}>
          {codes[group].map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
