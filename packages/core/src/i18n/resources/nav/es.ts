import type { NavTexts } from './en.js';

/** Namespace `nav` in Spanish: every key of ./en.ts (the type checks it). */
export const es: NavTexts = {
  sidebar: {
    trade: 'Operar',
    wallets: 'Monederos',
    transactions: 'Transacciones',
    merchantTransactions: 'Transacciones del comercio',
    settlements: 'Liquidaciones',
    paymentLink: 'Enlace de pago',
    accountVerification: 'Verificación de la cuenta',
    cryptoAccounts: 'Cuentas cripto',
    viewAll: 'Ver todo',
    addAnotherWallet: 'Añadir otro monedero',
    accountValue: 'Valor de la cuenta',
  },
  header: {
    withdrawFiat: 'Retirar fiat',
    viewProfile: 'Ver perfil',
    verifyAccount: 'Verificar cuenta',
    securitySettings: 'Ajustes de seguridad',
    accountStatements: 'Extractos de cuenta',
    widgetSettings: 'Ajustes del widget',
    transactions: 'Transacciones',
    signOut: 'Cerrar sesión',
    accountNumber: 'Número de cuenta',
    language: 'Idioma',
  },
  home: {
    prices: 'Precios',
    wallet: 'Monedero',
    buyCoins: 'Comprar monedas',
    contact: 'Contacto',
    legal: 'Legal',
    getStarted: 'Empezar',
    login: 'Iniciar sesión',
    exchangeAndWallet: 'Exchange y monedero',
    whiteLabelPlatforms: 'Plataformas de marca blanca',
    markets: 'Mercados',
    yourAccount: 'Tu cuenta',
  },
};
