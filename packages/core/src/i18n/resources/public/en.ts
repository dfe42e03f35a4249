/**
 * Namespace `public`: the public home area (home page, content pages, blog, maintenance) and the
 * operator's content editor (issue 18). `{{brand}}` is the brand's label_name.
 */
export const en = {
  home: {
    heroTitle: 'Buy, hold and pay with crypto on {{brand}}',
    heroText: 'Bitcoin, Ethereum, Litecoin and more, with every fee shown before you confirm.',
    coinsTitle: 'Supported coins',
    coinsPriceIn: 'Price in {{currency}}',
    pricesUnavailable: 'Prices are not available right now.',
    allPrices: 'See all prices',
    buy: 'Buy',
    buyCoin: 'Buy {{coin}}',
    howTitle: 'How it works',
    howStep1Title: 'Create your account',
    howStep1Text: 'Register with your email address and mobile number.',
    howStep2Title: 'Verify your identity',
    howStep2Text: 'Upload a document once; it opens every service.',
    howStep3Title: 'Buy and hold',
    howStep3Text: 'Pay by card or bank transfer and keep your coins in your wallets.',
    merchantTitle: 'Accept crypto on your site',
    merchantText: 'A payment widget, payment links and settlements to your bank account.',
    merchantAction: 'Become a merchant',
    risk: 'Crypto-assets are volatile and can lose all of their value. Past performance is no guide to the future.',
  },
  content: {
    inEnglish: 'This page is not yet translated and is shown in English.',
    template: 'Template: the operator has not reviewed this text yet.',
    externalIntro: 'This page is kept on the brand’s own site.',
    externalLink: 'Open {{title}}',
    updated: 'Last updated {{date}}',
    posts: 'Posts',
    noPosts: 'No posts yet.',
    readPost: 'Read “{{title}}”',
    backToBlog: 'Back to the blog',
  },
  maintenance: {
    title: 'We’ll be back soon',
    text: '{{brand}} is undergoing scheduled maintenance. Your funds are safe; please try again shortly.',
    section: 'Unavailable: {{section}}',
    home: 'Go to the home page',
  },
  editor: {
    title: 'Content pages',
    entries: 'Pages and posts',
    pages: 'Pages',
    posts: 'Blog posts',
    newPost: 'New post slug',
    addPost: 'Add post',
    locale: 'Language',
    entryTitle: 'Title',
    description: 'Description (search engines)',
    markdown: 'Text (Markdown)',
    preview: 'Preview',
    save: 'Save',
    saved: 'Saved.',
    defaultText: 'Default text: not edited yet.',
    notOperator: 'Only an operator of the brand can edit the content pages.',
  },
};

export type PublicTexts = typeof en;
