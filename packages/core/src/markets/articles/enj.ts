import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Enjin Coin',
  iso: 'ENJ',
  sections: [
    {
      heading: 'What is Enjin Coin?',
      p: [
        'Enjin Coin (ENJ) is the token of Enjin, a company that builds tools for games and digital collectibles. It was sold in 2017 as a token on Ethereum, with a fixed supply of one billion.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Game developers can lock ENJ inside digital items they create, which gives each item a backing value in ENJ that can be released by melting the item. Enjin has since launched its own blockchain, where ENJ is also used for fees and staking.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'Its use depends on games and projects choosing the Enjin tools.',
          'ENJ exists both as a token on Ethereum and on the Enjin blockchain; check which network a transfer uses.',
        ],
      },
    },
  ],
};
