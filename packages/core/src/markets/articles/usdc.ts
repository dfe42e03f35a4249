import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'USD Coin',
  iso: 'USDC',
  sections: [
    {
      heading: 'What is USD Coin?',
      p: [
        'USD Coin (USDC) is a stablecoin issued by Circle since 2018. Each token is meant to be redeemable for one US dollar, and Circle publishes regular reports on the cash and short-term US government bonds that back it.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'New USDC is created when dollars are deposited with the issuer and destroyed when tokens are redeemed. USDC is available on several blockchains; this platform handles it as a token on Ethereum (ERC-20), with 6 decimal places.',
        'The issuer can block tokens at specific addresses when the law requires it.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'Its value relies on the issuer and its reserves; in March 2023 USDC briefly traded well below one dollar when part of its reserves were held at a failed bank.',
          'Sending USDC on Ethereum needs a small amount of ETH for the network fee.',
        ],
      },
    },
  ],
};
