import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Dogecoin',
  iso: 'DOGE',
  sections: [
    {
      heading: 'What is Dogecoin?',
      p: [
        'Dogecoin started in December 2013 as a light-hearted currency named after an internet meme. It grew a large community and is used for tipping and small payments.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Dogecoin is based on Litecoin’s code and uses proof of work with the Scrypt algorithm, with a block about every minute. Since 2014 it issues 10,000 new coins per block with no upper limit, so its supply keeps growing.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'There is no maximum supply: new coins are created with every block.',
          'Its price has often moved sharply on social-media attention.',
        ],
      },
    },
  ],
};
