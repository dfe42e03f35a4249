import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Chainlink',
  iso: 'LINK',
  sections: [
    {
      heading: 'What is Chainlink?',
      p: [
        'Chainlink is a network of oracles: services that bring outside data, such as exchange prices, onto blockchains so that smart contracts can use it. LINK, launched in 2017 as a token on Ethereum, pays the node operators who provide that data.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Independent node operators fetch data from several sources and submit it on chain, where the answers are combined. Operators are paid in LINK, and some services let them stake LINK as a guarantee of good behaviour.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2017',
          'Network: Ethereum (ERC-20), also bridged to other chains',
          'Total supply: 1,000,000,000 LINK',
        ],
      },
    },
  ],
};
