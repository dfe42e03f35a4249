import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Solana',
  iso: 'SOL',
  sections: [
    {
      heading: 'What is Solana?',
      p: [
        'Solana is a smart contract blockchain launched in 2020 and designed for many transactions per second at low fees. SOL is its native coin.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Validators stake SOL to take part in proof of stake, and a technique called proof of history orders transactions in time so the network can process them quickly. SOL pays transaction fees and can be delegated to validators.',
        'The network has had several outages in its early years, during which transactions could not be processed.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2020',
          'Consensus: proof of stake with proof of history',
          'Maximum supply: none (new SOL is issued as staking rewards)',
        ],
      },
    },
  ],
};
