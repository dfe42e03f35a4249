import type { DefaultEntry } from './default-entry.js';

/** The blog's first posts: guides a new customer needs, free of price predictions (MiCA Art. 7). */
export const blogPosts: readonly DefaultEntry[] = [
  {
    kind: 'post',
    slug: 'welcome',
    title: 'Welcome to {{brand}}',
    description: 'What you can do with your account, and where to start.',
    publishedAt: '2026-11-01T09:00:00Z',
    markdown: `With {{brand}} you can buy crypto-assets by card, bank transfer or online banking, keep them
in your wallets, convert them and send them on.

Start by [verifying your identity](/identity-verification): it takes a few minutes and opens every
service. Then see the [knowledge base](/knowledge-base) for the answers to the usual questions.

*Crypto-assets are volatile and may lose all of their value; only invest what you can afford to lose.*
`,
  },
  {
    kind: 'post',
    slug: 'keep-your-account-safe',
    title: 'Five ways to keep your account safe',
    description: 'Second factor, recovery codes, anti-phishing code, address checks and sign-in alerts.',
    publishedAt: '2026-11-15T09:00:00Z',
    markdown: `1. **Turn on an authenticator app** in Security Settings: a stolen password is then not enough.
2. **Keep your recovery codes offline**, printed or in a password manager.
3. **Set an anti-phishing code**: every genuine email from us shows it.
4. **Check the address before you send**: blockchain transfers cannot be reversed.
5. **Review your sign-in activity** and change your password if you see a device you do not know.
`,
  },
];
