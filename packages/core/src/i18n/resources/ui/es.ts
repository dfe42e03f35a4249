import type { UiTexts } from './en.js';

/** Namespace `ui` in Spanish: every key of ./en.ts (the type checks it). */
export const es: UiTexts = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  loadMore: 'Cargar más',
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  networkError: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  unexpectedError: 'Algo ha salido mal. Inténtalo de nuevo.',
  stepUpTitle: 'Confirma que eres tú',
  stepUpIntro: 'Por tu seguridad, introduce tu contraseña o un código de dos pasos actual para continuar.',
  stepUpPassword: 'Contraseña',
  stepUpCode: 'O un código de dos pasos',
  stepUpConfirm: 'Confirmar',
  stepUpMissing: 'Introduce tu contraseña o un código.',
  close: 'Cerrar',
  notifications: 'Notificaciones',
  steps: 'Paso {{current}} de {{total}}',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  collapseSidebar: 'Contraer barra lateral',
  expandSidebar: 'Expandir barra lateral',
  skipToContent: 'Saltar al contenido principal',
  forbiddenTitle: 'No tienes acceso a esta página.',
  forbiddenMessage:
    'Tu cuenta no tiene el permiso que necesita esta página. Si crees que debería tenerlo, ponte en contacto con el soporte.',
};
