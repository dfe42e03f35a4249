import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Bitcoin Cash',
  iso: 'BCH',
  sections: [
    {
      heading: 'What is Bitcoin Cash?',
      p: [
        'Bitcoin Cash is a digital currency that split from Bitcoin in August 2017. Its supporters wanted larger blocks so that more transactions fit in each block and fees stay low.',
        'Everyone who held bitcoin at the time of the split received the same amount of bitcoin cash.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Like Bitcoin, Bitcoin Cash uses proof of work and a block about every ten minutes, with a maximum supply of 21 million coins. It allows blocks of up to 32 MB and does not use Segregated Witness.',
        'Bitcoin Cash addresses are usually written in the CashAddr format, starting with “bitcoincash:”, which helps avoid sending coins to a Bitcoin address by mistake.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2017 (split from Bitcoin)',
          'Consensus: proof of work',
          'Maximum supply: 21,000,000 BCH',
          'Address format: CashAddr',
        ],
      },
    },
    {
      heading: 'What is it used for?',
      p: [
        'Bitcoin Cash is aimed at everyday payments with low fees. It is a separate network from Bitcoin: coins sent to the wrong network can be lost.',
      ],
    },
  ],
};
