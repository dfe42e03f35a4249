import type { Translation } from '../shape.js';

/**
 * Namespace `gallery`: the design-system gallery (/test-mode/gallery), the members app's
 * components in each of their states with sample content. Loaded only by that page.
 */
export const en = {
  title: 'Design system',
  intro: 'The members app’s components in each of their states. Shown in test mode only.',
  sections: {
    buttons: 'Buttons',
    fields: 'Form fields',
    feedback: 'Status and feedback',
    surfaces: 'Cards and empty states',
    tables: 'Tables',
    overlays: 'Dialogs, menus and tooltips',
    navigation: 'Tabs and steps',
    money: 'Amounts, codes and addresses',
  },
  buttons: {
    primary: 'Continue',
    secondary: 'Buy',
    plain: 'Cancel',
    ghost: 'Details',
    danger: 'Delete',
    busy: 'Saving…',
    disabled: 'Not available',
    small: 'Small',
    withIcon: 'Add wallet',
  },
  fields: {
    name: 'Full name',
    nameHint: 'As on your identity document',
    email: 'Email',
    emailError: 'Please enter a valid email address',
    country: 'Country',
    terms: 'I accept the Terms and Conditions',
    amount: 'Amount',
    code: 'Verification code',
  },
  notices: {
    info: 'Your statement is being prepared.',
    success: 'Your address was saved.',
    warning: 'This address has not been confirmed yet.',
    error: 'The payment could not be created.',
  },
  empty: {
    title: 'No transactions yet',
    text: 'Deposits, purchases and withdrawals will show here.',
    action: 'Make a deposit',
  },
  table: {
    caption: 'Recent transactions',
    date: 'Date',
    type: 'Type',
    amount: 'Amount',
    status: 'Status',
    actions: 'Actions',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    purchase: 'Purchase',
    view: 'View',
  },
  dialog: {
    open: 'Open dialog',
    title: 'Confirm the withdrawal',
    body: 'You are sending 0.25000000 LTC to the address ending in 7xq4.',
    confirm: 'Confirm',
  },
  menu: {
    open: 'Options',
    details: 'View details',
    receipt: 'Download receipt',
  },
  tooltip: {
    trigger: 'What is a network fee?',
    text: 'The fee paid to the network’s miners or validators, not to us.',
  },
  toast: {
    show: 'Show a notification',
    title: 'Link copied',
    text: 'Send it to your customer.',
  },
  tabs: {
    label: 'Account sections',
    overview: 'Overview',
    activity: 'Activity',
    settings: 'Settings',
    overviewText: 'Balances and the latest activity.',
    activityText: 'Everything that moved in or out.',
    settingsText: 'Security and notifications.',
  },
  steps: {
    amount: 'Amount',
    details: 'Details',
    payment: 'Payment',
    verify: 'Verify',
  },
  address: 'Deposit address',
  qr: 'QR code of the deposit address',
  copyAddress: 'Copy the deposit address',
  card: {
    title: 'Account value',
    text: 'Valued at today’s rates.',
  },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type GalleryTexts = Translation<typeof en>;
