import { templateNotice, type DefaultEntry } from './default-entry.js';

const terms: DefaultEntry = {
  kind: 'page',
  slug: 'terms',
  title: 'Terms and Conditions',
  description:
    'The terms that govern your use of {{brand}}: accounts, buying and selling crypto-assets, fees and risks.',
  markdown: `${templateNotice}

## 1. Who we are

These terms are an agreement between you and {{company}} ("we", "us") for the use of {{brand}}: the
website, the members area, the wallets and the payment services offered through them.

## 2. Eligibility and your account

- You must be at least 18 years old and able to enter into a binding contract.
- You must give true, complete information and keep it up to date. We verify your identity
  (know-your-customer checks) before some services become available.
- One account per person. Keep your password and second factor secret; you are responsible for
  what is done with them. Tell us at once at {{support_email}} if you suspect misuse.
- We do not provide our services in every region. We may refuse or close an account where the law
  or our risk policy requires it.

## 3. Services

You can buy, sell and convert crypto-assets against fiat money, hold them in the wallets we keep for
you, send them to other addresses and, as a merchant, accept payments. Quotes are valid for the time
shown; an order is final once we confirm it. Crypto-asset transfers cannot be reversed: check every
address before you send.

## 4. Fees and limits

The fees and limits that apply are shown before you confirm each order. Network fees are set by the
network, not by us.

## 5. Risks

Crypto-assets are volatile and can lose all of their value. Past prices are no guide to future
prices. Crypto-assets are not legal tender, and holdings are generally not covered by deposit
guarantee or investor compensation schemes. Only use money you can afford to lose.

## 6. Suspension and closure

We may suspend or close an account, or hold a transaction, when the law requires it, when we
suspect fraud, money laundering or a breach of these terms, or to protect you. You may close your
account at any time once your balances have been withdrawn.

## 7. Liability

Nothing in these terms limits liability that cannot be limited by law. Otherwise we are not liable
for losses caused by market movements, by events beyond our reasonable control, or by your failure
to keep your credentials safe.

## 8. Complaints and changes

Send complaints to {{support_email}}; we answer within 15 business days. We will tell you of changes
to these terms before they take effect. The law of the country where {{company}} is established
applies.

## 9. Contact

{{company}}, {{address}}. Email: {{support_email}}.
`,
};

const privacy: DefaultEntry = {
  kind: 'page',
  slug: 'privacy',
  title: 'Privacy Policy',
  description: 'What personal data {{brand}} collects, why, how long it is kept and your rights.',
  markdown: `${templateNotice}

## Controller

{{company}} ({{address}}) is the controller of your personal data. Contact: {{support_email}}.

## What we collect

- **Identity and contact data**: name, date of birth, address, email address, mobile number.
- **Verification data**: identity documents and the results of the checks on them.
- **Financial data**: orders, transactions, wallet addresses, bank and card references (card
  numbers are handled by our payment processor, not stored by us).
- **Technical data**: IP address, device and browser, sign-in history, cookies needed to keep you
  signed in and remember your language.

## Why we use it (legal bases)

- To open and run your account and carry out your orders (**contract**).
- To verify your identity, prevent money laundering and fraud, and keep records (**legal obligation**).
- To secure the service and improve it (**legitimate interests**).
- To send you news, only if you agreed (**consent**, which you can withdraw at any time).

## Who receives it

Identity verification and payment providers, banks, our hosting providers, and authorities when the
law requires it. Transfers outside your country use safeguards the law recognises.

## How long we keep it

Verification and transaction records are kept for the period anti-money-laundering law requires
(commonly five years after the relationship ends); other data no longer than needed.

## Your rights

You can ask for access, correction, deletion, restriction, portability, and object to processing,
by writing to {{support_email}}. You may also complain to your data protection authority.
`,
};

const refund: DefaultEntry = {
  kind: 'page',
  slug: 'refund-policy',
  title: 'Refund Policy',
  description: 'When orders on {{brand}} can be cancelled or refunded, and how refunds are paid.',
  markdown: `${templateNotice}

## Orders that are delivered

A purchase of crypto-assets is executed at the price you confirmed and the coins are sent to the
address you gave. Because prices move and blockchain transfers cannot be reversed, a delivered order
cannot be cancelled or refunded.

## Orders that are not delivered

If we receive your payment but cannot deliver the coins (for example, the verification of your
identity fails or the order expires), we refund the amount you paid, by the same method, less any
fee the payment provider keeps. Card refunds usually appear within 5–10 business days.

## Payments that do not match

A bank transfer with a missing or wrong reference, or an amount that differs from the order, is held
until our team matches it; if it cannot be matched, it is returned to the sending account.

## How to ask

Write to {{support_email}} with your order number. We answer within 5 business days.
`,
};

const amlKyc: DefaultEntry = {
  kind: 'page',
  slug: 'aml-kyc',
  title: 'AML and KYC Policy',
  description: 'How {{brand}} verifies its customers and prevents money laundering and terrorist financing.',
  markdown: `${templateNotice}

## Our commitment

{{company}} does not accept funds from crime and does not allow its services to be used for money
laundering, terrorist financing or sanctions evasion.

## Know your customer

- Every customer is identified before using services that move money: name, date of birth, address
  and a valid identity document, checked against the document and, where required, a live selfie.
- Business customers also identify their beneficial owners.
- We may ask for the source of funds or of wealth, and for updated documents.

## Monitoring

Transactions are screened against sanctions lists and monitored for unusual patterns. Blockchain
addresses are screened for links to illicit activity.

## Reporting and records

We report suspicious activity to the competent authorities, as the law requires, without telling the
customer. Records are kept for the period the law requires.

## Contact

Compliance questions: {{compliance_email}}.
`,
};

export const legalPages: readonly DefaultEntry[] = [terms, privacy, refund, amlKyc];
