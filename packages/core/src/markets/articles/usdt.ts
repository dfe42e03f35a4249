import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Tether',
  iso: 'USDT',
  sections: [
    {
      heading: 'What is Tether?',
      p: [
        'Tether (USDT) is a stablecoin: a token meant to keep a value of one US dollar. It was launched in 2014 by Tether Limited, which states that each token is backed by reserves such as cash and short-term government bonds.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Tether issues new tokens when customers deposit dollars and removes tokens when they are redeemed. USDT exists on several blockchains; this platform handles USDT as a token on Ethereum (ERC-20), with 6 decimal places.',
        'Because the issuer controls the token contract, it can freeze tokens at specific addresses, for example at the request of law enforcement.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'A stablecoin depends on its issuer and its reserves; its price can move away from one dollar.',
          'Sending USDT on Ethereum needs a small amount of ETH for the network fee.',
          'Tokens sent on a different network than the receiver expects may be lost.',
        ],
      },
    },
  ],
};
