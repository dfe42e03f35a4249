import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'XRP',
  iso: 'XRP',
  sections: [
    {
      heading: 'What is XRP?',
      p: [
        'XRP is the native coin of the XRP Ledger, a network for payments that started in 2012. The company Ripple, which uses the ledger in its payment products, holds a large share of the supply.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'The XRP Ledger does not use mining. Servers agree on each new ledger version every few seconds by following lists of validators they trust. All 100 billion XRP were created at the start, and a small amount is destroyed with every transaction fee.',
        'Accounts must hold a minimum reserve of XRP, and many exchanges ask for a destination tag to tell their customers’ deposits apart.',
      ],
      ul: {
        heading: 'Key facts',
        text: ['Launched: 2012', 'Consensus: XRP Ledger consensus protocol', 'Maximum supply: 100,000,000,000 XRP'],
      },
    },
  ],
};
