// Every step after Buy Coins, in one chunk that loads with the first of them (each alone would be
// merged into the entry by the build's minimum chunk size; together they stay out of it).
export { DetailsScreen } from './details-screen.js';
export { PaymentScreen } from './payment-screen.js';
export { WireScreen, OnlineBankingScreen } from './bank-screens.js';
export { WaitingScreen } from './processing-screen.js';
export { ComplianceScreen, KycScreen } from './compliance-screens.js';
export { InvoiceScreen } from './invoice-screen.js';
