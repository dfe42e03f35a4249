import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Polkadot',
  iso: 'DOT',
  sections: [
    {
      heading: 'What is Polkadot?',
      p: [
        'Polkadot is a network designed to connect many specialised blockchains, called parachains, that share its security. It was founded by Gavin Wood, a co-founder of Ethereum, and launched in 2020.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'The central relay chain is secured by nominated proof of stake: DOT holders nominate validators, who stake DOT and can lose part of it for misbehaviour. DOT is also used to vote on the network’s governance and to secure blockspace for parachains.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2020',
          'Consensus: nominated proof of stake',
          'Maximum supply: none (new DOT is issued each year)',
        ],
      },
    },
  ],
};
