import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Bitcoin',
  iso: 'BTC',
  sections: [
    {
      heading: 'What is Bitcoin?',
      p: [
        'Bitcoin is a digital currency that works without a central bank or company. It was described in a 2008 paper published under the name Satoshi Nakamoto, and its network started in January 2009.',
        'Payments are recorded on a public ledger, the blockchain, which thousands of independent computers keep in agreement. Anyone can check the ledger, and nobody can change past entries on their own.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'New blocks of transactions are added roughly every ten minutes by miners, who compete to solve a computational puzzle (proof of work). The winner is paid newly issued bitcoin plus the fees of the transactions in the block.',
        'The number of new coins per block halves about every four years, so the total supply can never exceed 21 million BTC.',
      ],
      ul: {
        heading: 'Key facts',
        text: [
          'Launched: 2009',
          'Consensus: proof of work',
          'Maximum supply: 21,000,000 BTC',
          'Smallest unit: 1 satoshi = 0.00000001 BTC',
        ],
      },
    },
    {
      heading: 'What is it used for?',
      p: [
        'People use bitcoin to send value across borders, to pay merchants that accept it, and to hold a currency whose supply rules are public. Its price can move sharply in either direction, and transactions cannot be reversed once confirmed, so always check the address before sending.',
      ],
    },
  ],
};
