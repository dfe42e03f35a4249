import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'VeChain',
  iso: 'VET',
  sections: [
    {
      heading: 'What is VeChain?',
      p: [
        'VeChain runs VeChainThor, a blockchain launched in 2018 that aims to record supply-chain and business data, such as where a product came from. VET is its main coin.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'VeChainThor uses two tokens: VET, which stores value, and VeThor (VTHO), which pays transaction fees and is generated over time by holding VET. Blocks are produced by a limited set of approved authority nodes (proof of authority).',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'A network run by approved nodes is more centralised than open proof-of-work or proof-of-stake networks.',
          'Fees are paid in VTHO, not VET.',
        ],
      },
    },
  ],
};
