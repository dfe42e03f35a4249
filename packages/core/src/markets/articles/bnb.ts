import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'BNB',
  iso: 'BNB',
  sections: [
    {
      heading: 'What is BNB?',
      p: [
        'BNB was issued in 2017 by the Binance exchange, first as a token on Ethereum, to give its holders a discount on trading fees. It later became the native coin of Binance’s own networks, now called BNB Chain.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'BNB pays transaction fees on BNB Smart Chain, where a limited set of validators, chosen by the BNB staked with them, produce blocks. The supply started at 200 million and is reduced over time by burning coins, with a stated target of 100 million.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'BNB is closely tied to one company and its exchange, so news about that company can affect it.',
          'A network run by a small set of validators is more centralised than networks such as Bitcoin or Ethereum.',
        ],
      },
    },
  ],
};
