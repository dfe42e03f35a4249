import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Polygon',
  iso: 'MATIC',
  sections: [
    {
      heading: 'What is Polygon?',
      p: [
        'Polygon, started in 2017 as the Matic Network, builds networks that process Ethereum-compatible transactions at lower cost. MATIC was its original token, issued on Ethereum with a supply of ten billion.',
        'Since 2024 the network uses a new token, POL, and MATIC is being exchanged for POL one to one.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'The Polygon PoS chain runs alongside Ethereum: validators stake tokens to produce blocks, and the chain regularly records checkpoints on Ethereum. Transactions there cost far less than on Ethereum itself.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'Check whether a service expects MATIC or POL before sending.',
          'Moving tokens between Ethereum and Polygon uses a bridge, which adds its own risks.',
        ],
      },
    },
  ],
};
