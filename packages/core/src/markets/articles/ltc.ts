import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Litecoin',
  iso: 'LTC',
  sections: [
    {
      heading: 'What is Litecoin?',
      p: [
        'Litecoin is a digital currency created by Charlie Lee in 2011 from Bitcoin’s source code. It keeps Bitcoin’s basic design but produces blocks about every two and a half minutes instead of ten.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Litecoin is secured by proof of work using the Scrypt algorithm. Miners are rewarded with new litecoin, and the reward halves about every four years, capping the supply at 84 million LTC.',
        'Litecoin has adopted several upgrades before or alongside Bitcoin, such as Segregated Witness, and added optional confidential transactions with MimbleWimble Extension Blocks in 2022.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2011',
          'Consensus: proof of work (Scrypt)',
          'Block time: about 2.5 minutes',
          'Maximum supply: 84,000,000 LTC',
        ],
      },
    },
    {
      heading: 'What is it used for?',
      p: [
        'Litecoin is mainly used for payments and transfers, where its shorter block time means a first confirmation usually arrives sooner than on Bitcoin. Like other crypto-assets, its value can fall as well as rise.',
      ],
    },
  ],
};
