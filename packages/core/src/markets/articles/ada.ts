import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Cardano',
  iso: 'ADA',
  sections: [
    {
      heading: 'What is Cardano?',
      p: [
        'Cardano is a proof-of-stake blockchain launched in 2017, founded by a team led by Charles Hoskinson, a co-founder of Ethereum. Its coin is ada, named after the mathematician Ada Lovelace.',
        'The project develops its protocols from peer-reviewed research, and smart contracts were added in 2021.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Cardano’s consensus protocol, Ouroboros, chooses block producers among stake pools in proportion to the ada delegated to them. Holders can delegate ada to a pool and keep full control of their coins while doing so.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2017',
          'Consensus: proof of stake (Ouroboros)',
          'Maximum supply: 45,000,000,000 ADA',
          'Smallest unit: 1 lovelace = 0.000001 ADA',
        ],
      },
    },
  ],
};
