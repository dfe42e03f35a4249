import { Document } from 'sepa';
import { toDecimalString, type PainFormat } from '@platform/core';

/**
 * The ISO 20022 customer credit transfer initiation (pain.001) of a batch, made by the `sepa`
 * library (kewisch/sepa.js: pain.001.001.09, and .03 for older banks; its own tests validate both
 * against the ISO schemas). One payment information block (one debit of the brand's account, SEPA
 * service level, charges SLEV), one transaction per payout: EndToEndId the payout's, the creditor's
 * name, IBAN, BIC (when known) and unstructured remittance.
 *
 * Amounts: the library takes JS numbers, so each integer amount in cents becomes its decimal string
 * here (the edge) and a number only for the library; the file's control sums are then checked
 * against the exact integer total, so a float could never change what the bank is asked to pay.
 */
export interface Pain001Transfer {
  endToEndId: string;
  amountMinor: bigint;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  remittance: string;
}

export interface Pain001Input {
  format: PainFormat;
  /** GrpHdr/MsgId: unique per file at the bank (at most 20 of A–Z 0–9 here, so the derived ids fit 35). */
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: readonly Pain001Transfer[];
}

/** Cents as the decimal string of euros: 12345n → "123.45". */
export function centsToDecimal(amountMinor: bigint): string {
  if (amountMinor < 0n) throw new Error('a negative amount has no SEPA form');
  return toDecimalString('EUR', amountMinor);
}

/** A number the library prints back as exactly `decimal` (two decimals). */
function libraryAmount(amountMinor: bigint): number {
  const decimal = centsToDecimal(amountMinor);
  const value = Number(decimal);
  if (value.toFixed(2) !== decimal) throw new Error(`amount ${decimal} does not survive as a number`);
  return value;
}

/**
 * The library writes dates and times from a Date's local fields; a Date whose local fields are the
 * UTC ones makes the file the same on a server in any time zone (CreDtTm is then UTC time).
 */
function utcFieldsAsLocal(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

function calendarDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) throw new Error(`not a date: ${text}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function assertControlSums(xml: string, totalMinor: bigint, count: number): void {
  const expected = centsToDecimal(totalMinor);
  const sums = [...xml.matchAll(/<CtrlSum>([0-9.]+)<\/CtrlSum>/g)].map((match) => match[1]);
  const counts = [...xml.matchAll(/<NbOfTxs>([0-9]+)<\/NbOfTxs>/g)].map((match) => match[1]);
  if (sums.length !== 2 || sums.some((sum) => sum !== expected))
    throw new Error(`pain.001 control sums ${sums.join(', ')} differ from the batch total ${expected}`);
  if (counts.length !== 2 || counts.some((value) => value !== String(count)))
    throw new Error(`pain.001 transaction counts ${counts.join(', ')} differ from the batch's ${count}`);
}

export function buildPain001(input: Pain001Input): string {
  if (input.transfers.length === 0 || input.transfers.length > 1000) throw new Error('a batch has 1 to 1000 transfers');
  if (!/^[A-Z0-9]{1,20}$/.test(input.messageId)) throw new Error('a message id is 1 to 20 of A-Z 0-9');
  const document = new Document(input.format);
  document.grpHdr.id = input.messageId;
  document.grpHdr.created = utcFieldsAsLocal(input.createdAt);
  document.grpHdr.initiatorName = input.debtor.name;
  const info = document.createPaymentInfo();
  info.id = '1';
  info.requestedExecutionDate = calendarDate(input.executionDate);
  info.debtorName = input.debtor.name;
  info.debtorIBAN = input.debtor.iban;
  info.debtorBIC = input.debtor.bic;
  document.addPaymentInfo(info);
  let totalMinor = 0n;
  for (const transfer of input.transfers) {
    const transaction = info.createTransaction();
    transaction.end2endId = transfer.endToEndId;
    transaction.amount = libraryAmount(transfer.amountMinor);
    transaction.currency = 'EUR';
    transaction.creditorName = transfer.creditorName;
    transaction.creditorIBAN = transfer.creditorIban;
    if (transfer.creditorBic !== null) transaction.creditorBIC = transfer.creditorBic;
    transaction.remittanceInfo = transfer.remittance;
    info.addTransaction(transaction);
    totalMinor += transfer.amountMinor;
  }
  const xml = document.toString();
  assertControlSums(xml, totalMinor, input.transfers.length);
  return xml;
}
