import type { CoinArticle } from '../../schemas/coin-article.js';

export const article: CoinArticle = {
  coin_name: 'Aave',
  iso: 'AAVE',
  sections: [
    {
      heading: 'What is Aave?',
      p: [
        'Aave is a lending protocol: a set of smart contracts, first on Ethereum, where users can deposit crypto-assets to earn interest or borrow against collateral without a bank in between. AAVE is the protocol’s governance token.',
        'The project began in 2017 as ETHLend; its token was renamed and migrated from LEND to AAVE in 2020, with a maximum supply of 16 million tokens.',
      ],
    },
    {
      heading: 'How does it work?',
      p: [
        'Interest rates on Aave change automatically with supply and demand for each asset. Loans must stay over-collateralised: if the value of a borrower’s collateral falls too far, it can be sold to repay the loan (liquidation).',
        'AAVE holders vote on changes to the protocol, and tokens can be staked in a safety module that may be used to cover shortfalls.',
      ],
      ul: {
        heading: 'Things to know',
        text: [
          'Smart contracts can contain bugs, and decentralised protocols offer no deposit insurance.',
          'Staked tokens can be partly used to cover losses of the protocol.',
        ],
      },
    },
  ],
};
