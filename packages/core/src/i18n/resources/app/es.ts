import type { AppTexts } from './en.js';

/** Namespace `app` in Spanish: every key of ./en.ts (the type checks it). */
export const es: AppTexts = {
  notAvailableYet: 'Esta parte de la plataforma aún no está disponible.',
  loading: 'Cargando…',
  errorConfigurationUnavailable: 'No se pudo cargar la configuración de la marca.',
  mainNavigation: 'Navegación principal',
  accountMenu: 'Menú de la cuenta',
  regulationBadge: 'Servicio regulado',
  regulationBadgeLicensed: 'Plataforma con licencia',
  footerTerms: 'Términos y condiciones',
  footerPrivacy: 'Política de privacidad',
  footerRefund: 'Política de reembolso',
  footerAml: 'AML y KYC',
  footerSupport: 'Soporte',
  footerKnowledgeBase: 'Base de conocimiento',
  footerIdentityVerification: 'Verificación de identidad',
  footerBlog: 'Blog',
  footerAbout: 'Sobre nosotros',
  footerContact: 'Contacto',
  footerRights: 'Todos los derechos reservados.',
  flowSteps: 'Pasos de la compra',
  testMode: 'MODO DE PRUEBA',
  testModeNote: 'Modo de prueba: no se mueve dinero real.',
  modalPayment: 'Pago',
  modalCheckout: 'Compra',
  modalClose: 'Cerrar',
};
