import type { DefaultEntry } from './default-entry.js';

const page = (slug: string, title: string, description: string, markdown: string): DefaultEntry => ({
  kind: 'page',
  slug,
  title,
  description,
  markdown,
});

export const helpPages: readonly DefaultEntry[] = [
  page(
    'support',
    'Support',
    'How to get help with your {{brand}} account, orders, deposits and withdrawals.',
    `## We are here to help

Write to **{{support_email}}** from the email address of your account. Give your order number or
transaction id when your question is about a payment: we answer faster.

## Before you write

- **A deposit has not arrived**: crypto deposits are credited after the number of network
  confirmations shown on the deposit page. Open *Transactions* to see the confirmations so far.
- **An order is processing**: card and online-banking payments are usually confirmed within minutes;
  bank transfers when the bank credits them, with the reference shown on your order.
- **You cannot sign in**: use *Forgot password* on the sign-in page. If you lost your second factor,
  use one of your recovery codes.

## Security

We will never ask for your password, your authenticator codes or your recovery codes. Check that
every email from us shows your anti-phishing code.

See also the [knowledge base](/knowledge-base).
`,
  ),
  page(
    'knowledge-base',
    'Knowledge Base',
    'Answers to the common questions about buying, holding and sending crypto-assets on {{brand}}.',
    `## Getting started

**How do I open an account?** Choose *Get Started*, give your details, and confirm your email
address and mobile number with the codes we send. Then verify your identity (see the
[identity verification tutorials](/identity-verification)).

**Which coins can I hold?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) and USD Coin (USDC), beside fiat balances in USD, GBP, EUR, AUD, CAD and CHF.

## Buying and selling

**How is the price set?** The quote shows the rate, the fees and the amount you receive; it is fixed
for the time the countdown shows.

**Where do sold coins go?** The proceeds of a sale are credited to your EUR wallet.

## Deposits and withdrawals

**How long does a crypto deposit take?** It appears at once as pending and is credited after the
network confirmations the deposit page shows.

**Can I withdraw to a card or bank account?** Yes, if you live in the European Economic Area.

## Security

Turn on an authenticator app in *Security Settings*, keep your recovery codes offline, and set an
anti-phishing code so you can recognise our emails.
`,
  ),
  page(
    'identity-verification',
    'Identity Verification Tutorials',
    'Step by step: verify your email, mobile number and identity on {{brand}}.',
    `## Why we verify

Regulated platforms must know their customers. Verification protects your account and lets you use
every service.

## 1. Email and mobile number

After registration we send a code to your email address and one by SMS. Enter them on the
verification page; ask for a new code if one expired.

## 2. Identity document

1. Open *Account Verification* in the members area.
2. Choose the country that issued your document and the document type: passport, national identity
   card or driving licence.
3. Photograph the document on a flat, dark surface in good light: all four corners visible, no
   glare, every line readable. Both sides for a card.
4. Upload the photos (JPEG, PNG or PDF).

## 3. Selfie and proof of address (when asked)

Take a clear photo of your face without glasses or hat. A proof of address is a bank statement or
utility bill of the last three months showing your name and address.

## After you submit

Our team reviews the documents, usually within one business day, and emails you the result. If a
document is refused, the email says why and you can upload a new one.
`,
  ),
  page(
    'blog',
    'Blog',
    'News, guides and product updates from {{brand}}.',
    'News, guides and product updates from the {{brand}} team.',
  ),
  page(
    'about',
    'About Us',
    '{{brand}}: a regulated platform to buy, hold and pay with crypto-assets.',
    `## {{brand}}

{{brand}} lets people buy, sell, hold and send crypto-assets with the care expected of a regulated
financial service, and lets merchants accept crypto payments on their own sites.

## What we stand for

- **Clear prices**: every fee is shown before you confirm.
- **Your assets, accounted for**: every balance is backed by double-entry records, reconciled
  continuously.
- **Security first**: two-factor sign-in, withdrawal protections and anti-phishing codes.

## Who runs it

{{brand}} is operated by {{company}}, {{address}}.
`,
  ),
  page(
    'contact',
    'Contact',
    'How to reach {{brand}}: support, compliance and postal address.',
    `## Customer support

Email: **{{support_email}}**

Phone: {{phone}}

## Compliance

For questions about identity verification, sanctions or law enforcement requests: {{compliance_email}}.

## Postal address

{{company}}
{{address}}
`,
  ),
];
