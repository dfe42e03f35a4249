import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Uniswap',
  iso: 'UNI',
  sections: [
    {
      heading: 'What is Uniswap?',
      p: [
        'Uniswap is a decentralised exchange protocol on Ethereum: users swap tokens against pools of liquidity held in smart contracts rather than with an order book. UNI, issued in 2020, is its governance token.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Anyone can add two tokens to a pool and earn a share of the trading fees; prices in a pool follow a fixed formula based on the amounts it holds. UNI holders vote on proposals about the protocol and its treasury.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'Liquidity providers can lose value when prices move (impermanent loss).',
          'Anyone can create a token and a pool, so look-alike tokens exist.',
        ],
      },
    },
  ],
};
