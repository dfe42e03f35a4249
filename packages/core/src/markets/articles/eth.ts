import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Ethereum',
  iso: 'ETH',
  sections: [
    {
      heading: 'What is Ethereum?',
      p: [
        'Ethereum is a public blockchain that runs programs called smart contracts. It launched in 2015, and its native coin, ether (ETH), pays for the computation and storage those programs use.',
        'Many other tokens, including the stablecoins USDT and USDC, are issued on Ethereum and move between users through its smart contracts.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Since September 2022 (the Merge), Ethereum is secured by proof of stake: validators lock up ETH as a deposit and are chosen to propose and confirm blocks. Validators that misbehave can lose part of their deposit.',
        'Every transaction pays a fee, called gas. Part of each fee is burned, which removes ETH from circulation, while validators receive new ETH as rewards. There is no fixed maximum supply.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2015',
          'Consensus: proof of stake (since 2022)',
          'Maximum supply: none',
          'Smallest unit: 1 wei = 0.000000000000000001 ETH',
        ],
      },
    },
    {
      heading: 'What is it used for?',
      p: [
        'ETH pays transaction fees on Ethereum and is used in decentralised finance, digital collectibles and other applications built on the network. Fees vary with demand, and the price of ETH can change quickly.',
      ],
    },
  ],
};
