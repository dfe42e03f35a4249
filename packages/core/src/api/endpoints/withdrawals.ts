import {
  addBeneficiaryBodySchema,
  addBeneficiaryDetailsSchema,
  beneficiaryIdParamsSchema,
  beneficiaryListSchema,
  confirmBeneficiaryBodySchema,
  confirmBeneficiaryDetailsSchema,
  removeBeneficiaryDetailsSchema,
} from '../../schemas/beneficiary.js';
import {
  operatorWithdrawalPageSchema,
  userWithdrawalReviewBodySchema,
  userWithdrawalReviewDetailsSchema,
  userWithdrawalReviewParamsSchema,
  withdrawalPolicyBodySchema,
  withdrawalPolicySchema,
} from '../../schemas/withdrawal-policy.js';
import {
  operatorWithdrawalListQuerySchema,
  rejectWithdrawalBodySchema,
  withdrawalBodySchema,
  withdrawalIdParamsSchema,
  withdrawalListQuerySchema,
  withdrawalQuoteQuerySchema,
  withdrawalSettingsBodySchema,
} from '../../schemas/withdrawal-requests.js';
import {
  oneWithdrawalDetailsSchema,
  withdrawalDetailsSchema,
  withdrawalOtpResentSchema,
  withdrawalPageSchema,
  withdrawalQuoteSchema,
  withdrawalSettingsSchema,
} from '../../schemas/withdrawal-responses.js';
import { defineEndpoint } from '../endpoint.js';

const lockRule =
  'Refused (403 forbidden, the message saying why and until when, with locked_until) for 24 h after a password, two-factor, email or mobile change.';

/**
 * Withdrawals (issue 17; server module `withdrawals`): the address book (spec §7 getUserBeneficiaries,
 * addBeneficiary), POST /transactions/withdrawal (crypto and fiat), the user's withdrawal settings,
 * quote and list, and the operators' approval queue and policy. The withdrawal OTP is
 * POST /verify/verifyOTP {type: 'withdrawal', withdrawal_id, code} (a row of accounts.ts).
 * Withdrawals are also rows of GET /transactions/getTransactions (type withdrawal; an initial one
 * is shown "2-FA Pending").
 */
export const withdrawalEndpoints = {
  getUserBeneficiaries: defineEndpoint({
    method: 'GET',
    path: '/users/getUserBeneficiaries',
    auth: 'session',
    summary: 'The user’s withdrawal address book (crypto addresses and bank accounts), newest first',
    description:
      'Each entry is pending_confirmation until the emailed link is opened, then waiting until usable_from (the brand’s waiting period, default 24 h), then active. allowlist_only: only active entries may be withdrawn to.',
    tags: ['withdrawals'],
    details: beneficiaryListSchema,
  }),
  addBeneficiary: defineEndpoint({
    method: 'POST',
    path: '/users/addBeneficiary',
    auth: 'session',
    summary: 'Adds an address-book entry; a link to confirm it is emailed',
    description: `Body kind crypto {currency, address, destination_tag?, label}: the address is checked for the coin and the server's network (bech32/bech32m, CashAddr, EIP-55; 400 with a message saying wrong network or wrong coin); a token (USDT, USDC) address that is a contract is refused when an Ethereum node is configured. kind bank {currency, iban, bic?, account_holder, label}: IBAN and BIC checked (ibantools), the holder must match the verified name, EEA residents only. The entry is pending_confirmation until the emailed link (POST /users/confirmBeneficiary) is opened. The same address or IBAN twice is 409. ${lockRule}`,
    tags: ['withdrawals'],
    request: { body: addBeneficiaryBodySchema },
    details: addBeneficiaryDetailsSchema,
  }),
  /** Public: the emailed link may be opened in another browser; the token is the secret. */
  confirmBeneficiary: defineEndpoint({
    method: 'POST',
    path: '/users/confirmBeneficiary',
    auth: 'public',
    summary: 'Confirms an address-book entry from the emailed link; its waiting period starts',
    description:
      'Body {token} from the link /withdrawal/confirm-address?token=… of the beneficiary_added email. The link lives 24 h and works once (a second time answers the entry again). 404 for an unknown or expired token.',
    tags: ['withdrawals'],
    request: { body: confirmBeneficiaryBodySchema },
    details: confirmBeneficiaryDetailsSchema,
  }),
  removeBeneficiary: defineEndpoint({
    method: 'DELETE',
    path: '/users/beneficiaries/{id}',
    auth: 'session',
    summary: 'Removes an address-book entry',
    description: `Withdrawals already requested to it go on. ${lockRule}`,
    tags: ['withdrawals'],
    request: { params: beneficiaryIdParamsSchema },
    details: removeBeneficiaryDetailsSchema,
  }),
  getWithdrawalSettings: defineEndpoint({
    method: 'GET',
    path: '/users/withdrawalSettings',
    auth: 'session',
    summary: 'The user’s withdrawal settings: allowlist-only, lock, KYC level and limits per currency',
    tags: ['withdrawals'],
    details: withdrawalSettingsSchema,
  }),
  setWithdrawalSettings: defineEndpoint({
    method: 'PATCH',
    path: '/users/withdrawalSettings',
    auth: 'session_step_up',
    summary: 'Switches the user’s allowlist-only on or off (needs a recent re-authentication)',
    description: `Switching it off while the brand has it on changes nothing (the brand's switch wins). ${lockRule}`,
    tags: ['withdrawals'],
    request: { body: withdrawalSettingsBodySchema },
    details: withdrawalSettingsSchema,
  }),
  getWithdrawalQuote: defineEndpoint({
    method: 'GET',
    path: '/transactions/withdrawalQuote',
    auth: 'session',
    summary: 'What a withdrawal would cost (fee, total, minimum), its EUR value, limits, approvals and refusal',
    description:
      'The fee comes from the brand’s schedule (GET /transactions/getFees) and is added on top: the recipient gets amount, the wallet is debited total. refusal is the message POST /transactions/withdrawal would answer, or null.',
    tags: ['withdrawals'],
    request: { query: withdrawalQuoteQuerySchema },
    details: withdrawalQuoteSchema,
  }),
  withdrawal: defineEndpoint({
    method: 'POST',
    path: '/transactions/withdrawal',
    auth: 'session',
    summary: 'Withdraws crypto (to an address) or fiat (SEPA bank account or card, EEA residents only)',
    description: `amount + fee is held in the ledger at once (400 insufficient_funds otherwise). client_id is the idempotency key: the same client_id and body answer the same withdrawal with replayed true (nothing held or sent again); the same client_id with another body is 409. Refusals hold nothing: limits (per transaction, 24 h, 30 days per KYC level and currency, in EUR), an address-book entry still waiting (with the time it becomes usable), allowlist-only without an active entry, a non-EEA residence for fiat, a holder name that is not the verified user's. With OTPWithdrawal 1 the withdrawal is otp_pending ("2-FA Pending") until POST /verify/verifyOTP {type: withdrawal}. Above the brand's thresholds (or for a user under review) it waits for one or two operators. ${lockRule}`,
    tags: ['withdrawals'],
    request: { body: withdrawalBodySchema },
    details: withdrawalDetailsSchema,
  }),
  getWithdrawals: defineEndpoint({
    method: 'GET',
    path: '/transactions/withdrawals',
    auth: 'session',
    summary: 'The user’s withdrawals, newest first, with txid and confirmations',
    tags: ['withdrawals'],
    request: { query: withdrawalListQuerySchema },
    details: withdrawalPageSchema,
  }),
  getWithdrawal: defineEndpoint({
    method: 'GET',
    path: '/transactions/withdrawals/{id}',
    auth: 'session',
    summary: 'One of the user’s withdrawals',
    tags: ['withdrawals'],
    request: { params: withdrawalIdParamsSchema },
    details: oneWithdrawalDetailsSchema,
  }),
  resendWithdrawalOtp: defineEndpoint({
    method: 'POST',
    path: '/transactions/withdrawals/{id}/resendOTP',
    auth: 'session',
    summary: 'Sends the withdrawal OTP of an otp_pending withdrawal again (email or SMS)',
    description: 'At most one code a minute (429 rate_limited). 409 when the withdrawal no longer waits for a code.',
    tags: ['withdrawals'],
    request: { params: withdrawalIdParamsSchema },
    details: withdrawalOtpResentSchema,
  }),
  cancelWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/transactions/withdrawals/{id}/cancel',
    auth: 'session',
    summary: 'Cancels a withdrawal still waiting for its OTP or an operator; the funds are back at once',
    description: '409 once it is processing or later.',
    tags: ['withdrawals'],
    request: { params: withdrawalIdParamsSchema },
    details: oneWithdrawalDetailsSchema,
  }),
  listOperatorWithdrawals: defineEndpoint({
    method: 'GET',
    path: '/operator/withdrawals',
    auth: 'operator',
    summary: 'The brand’s withdrawals of a status (default approval_pending: the approval queue), oldest first',
    tags: ['operator', 'withdrawals'],
    request: { query: operatorWithdrawalListQuerySchema },
    details: operatorWithdrawalPageSchema,
  }),
  approveWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/operator/withdrawals/{id}/approve',
    auth: 'operator',
    summary: 'Approves a withdrawal of the queue; the last approval needed sends it',
    description:
      'Maker-checker: above the second threshold two different operators must approve; the same operator twice, or an operator approving their own withdrawal, is 403. 409 when it is not waiting for approval.',
    tags: ['operator', 'withdrawals'],
    request: { params: withdrawalIdParamsSchema },
    details: oneWithdrawalDetailsSchema,
  }),
  rejectWithdrawal: defineEndpoint({
    method: 'POST',
    path: '/operator/withdrawals/{id}/reject',
    auth: 'operator',
    summary: 'Rejects a withdrawal of the queue: the funds are returned and the user is emailed the reason',
    tags: ['operator', 'withdrawals'],
    request: { params: withdrawalIdParamsSchema, body: rejectWithdrawalBodySchema },
    details: oneWithdrawalDetailsSchema,
  }),
  getWithdrawalPolicy: defineEndpoint({
    method: 'GET',
    path: '/operator/withdrawalPolicy',
    auth: 'operator',
    summary: 'The brand’s withdrawal policy: fees, limits, thresholds, waiting period, allowlist-only',
    tags: ['operator', 'withdrawals'],
    details: withdrawalPolicySchema,
  }),
  setWithdrawalPolicy: defineEndpoint({
    method: 'PUT',
    path: '/operator/withdrawalPolicy',
    auth: 'operator',
    summary: 'Changes the brand’s withdrawal policy (only the fields sent)',
    description: 'second_approval_threshold_eur must be at least approval_threshold_eur.',
    tags: ['operator', 'withdrawals'],
    request: { body: withdrawalPolicyBodySchema },
    details: withdrawalPolicySchema,
  }),
  setUserWithdrawalReview: defineEndpoint({
    method: 'PUT',
    path: '/operator/users/{id}/withdrawalReview',
    auth: 'operator',
    summary: 'Flags a user of the brand for review: every withdrawal of theirs waits for an operator',
    tags: ['operator', 'withdrawals'],
    request: { params: userWithdrawalReviewParamsSchema, body: userWithdrawalReviewBodySchema },
    details: userWithdrawalReviewDetailsSchema,
  }),
} as const;
