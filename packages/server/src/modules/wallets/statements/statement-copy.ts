import type { LocaleCode } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';

/** The members app's words for transaction types, in every locale (core's `wallets` namespace). */
const texts = allLocaleResources();

/** The words of an account statement (CSV headings and PDF text), in every locale of the spec. */
export interface StatementCopy {
  title: string;
  accountNumber: string;
  name: string;
  period: string;
  generated: string;
  testMode: string;
  summary: string;
  currency: string;
  openingBalance: string;
  moneyIn: string;
  moneyOut: string;
  closingBalance: string;
  movements: string;
  date: string;
  type: string;
  transaction: string;
  balance: string;
  noMovements: string;
  page: string;
  /**
   * Transaction types (the members app's words, from core) and ledger codes as the statement names
   * them; unknown ones are shown as stored.
   */
  types: Record<string, string>;
}

const en: StatementCopy = {
  title: 'Account statement',
  accountNumber: 'Account number',
  name: 'Name',
  period: 'Period',
  generated: 'Generated',
  testMode: 'TEST MODE: no real funds',
  summary: 'Summary',
  currency: 'Currency',
  openingBalance: 'Opening balance',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  closingBalance: 'Closing balance',
  movements: 'Movements',
  date: 'Date',
  type: 'Type',
  transaction: 'Transaction',
  balance: 'Balance',
  noMovements: 'No movements in this period.',
  page: 'Page',
  types: { ...texts.en.wallets.transactions.types, test_deposit: 'Test deposit' },
};

export const statementCopy: Record<LocaleCode, StatementCopy> = {
  en,
  es: {
    title: 'Extracto de cuenta',
    accountNumber: 'Número de cuenta',
    name: 'Nombre',
    period: 'Periodo',
    generated: 'Generado',
    testMode: 'MODO DE PRUEBA: sin fondos reales',
    summary: 'Resumen',
    currency: 'Moneda',
    openingBalance: 'Saldo inicial',
    moneyIn: 'Entradas',
    moneyOut: 'Salidas',
    closingBalance: 'Saldo final',
    movements: 'Movimientos',
    date: 'Fecha',
    type: 'Tipo',
    transaction: 'Transacción',
    balance: 'Saldo',
    noMovements: 'No hay movimientos en este periodo.',
    page: 'Página',
    types: { ...texts.es.wallets.transactions.types, test_deposit: 'Depósito de prueba' },
  },
  cz: {
    title: 'Výpis z účtu',
    accountNumber: 'Číslo účtu',
    name: 'Jméno',
    period: 'Období',
    generated: 'Vytvořeno',
    testMode: 'TESTOVACÍ REŽIM: žádné skutečné prostředky',
    summary: 'Souhrn',
    currency: 'Měna',
    openingBalance: 'Počáteční zůstatek',
    moneyIn: 'Příchozí',
    moneyOut: 'Odchozí',
    closingBalance: 'Konečný zůstatek',
    movements: 'Pohyby',
    date: 'Datum',
    type: 'Typ',
    transaction: 'Transakce',
    balance: 'Zůstatek',
    noMovements: 'V tomto období nejsou žádné pohyby.',
    page: 'Strana',
    types: { ...texts.cz.wallets.transactions.types, test_deposit: 'Testovací vklad' },
  },
  de: {
    title: 'Kontoauszug',
    accountNumber: 'Kontonummer',
    name: 'Name',
    period: 'Zeitraum',
    generated: 'Erstellt',
    testMode: 'TESTMODUS: kein echtes Geld',
    summary: 'Übersicht',
    currency: 'Währung',
    openingBalance: 'Anfangssaldo',
    moneyIn: 'Eingänge',
    moneyOut: 'Ausgänge',
    closingBalance: 'Endsaldo',
    movements: 'Bewegungen',
    date: 'Datum',
    type: 'Art',
    transaction: 'Transaktion',
    balance: 'Saldo',
    noMovements: 'Keine Bewegungen in diesem Zeitraum.',
    page: 'Seite',
    types: { ...texts.de.wallets.transactions.types, test_deposit: 'Testeinzahlung' },
  },
  fi: {
    title: 'Tiliote',
    accountNumber: 'Tilinumero',
    name: 'Nimi',
    period: 'Ajanjakso',
    generated: 'Luotu',
    testMode: 'TESTITILA: ei oikeita varoja',
    summary: 'Yhteenveto',
    currency: 'Valuutta',
    openingBalance: 'Alkusaldo',
    moneyIn: 'Tulot',
    moneyOut: 'Menot',
    closingBalance: 'Loppusaldo',
    movements: 'Tapahtumat',
    date: 'Päivämäärä',
    type: 'Tyyppi',
    transaction: 'Tapahtuma',
    balance: 'Saldo',
    noMovements: 'Ei tapahtumia tällä ajanjaksolla.',
    page: 'Sivu',
    types: { ...texts.fi.wallets.transactions.types, test_deposit: 'Testitalletus' },
  },
  it: {
    title: 'Estratto conto',
    accountNumber: 'Numero di conto',
    name: 'Nome',
    period: 'Periodo',
    generated: 'Generato',
    testMode: 'MODALITÀ DI PROVA: nessun fondo reale',
    summary: 'Riepilogo',
    currency: 'Valuta',
    openingBalance: 'Saldo iniziale',
    moneyIn: 'Entrate',
    moneyOut: 'Uscite',
    closingBalance: 'Saldo finale',
    movements: 'Movimenti',
    date: 'Data',
    type: 'Tipo',
    transaction: 'Transazione',
    balance: 'Saldo',
    noMovements: 'Nessun movimento in questo periodo.',
    page: 'Pagina',
    types: { ...texts.it.wallets.transactions.types, test_deposit: 'Deposito di prova' },
  },
  no: {
    title: 'Kontoutskrift',
    accountNumber: 'Kontonummer',
    name: 'Navn',
    period: 'Periode',
    generated: 'Opprettet',
    testMode: 'TESTMODUS: ingen ekte midler',
    summary: 'Sammendrag',
    currency: 'Valuta',
    openingBalance: 'Inngående saldo',
    moneyIn: 'Inn',
    moneyOut: 'Ut',
    closingBalance: 'Utgående saldo',
    movements: 'Bevegelser',
    date: 'Dato',
    type: 'Type',
    transaction: 'Transaksjon',
    balance: 'Saldo',
    noMovements: 'Ingen bevegelser i denne perioden.',
    page: 'Side',
    types: { ...texts.no.wallets.transactions.types, test_deposit: 'Testinnskudd' },
  },
};

export function typeLabel(copy: StatementCopy, kind: string): string {
  return copy.types[kind] ?? kind;
}
