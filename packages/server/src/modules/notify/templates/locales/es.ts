import { pluralFor, type NotifyCopy } from '../copy.js';

const minutes = (count: number) => pluralFor('es', count, { one: `${count} minuto`, other: `${count} minutos` });
const hours = (count: number) => pluralFor('es', count, { one: `${count} hora`, other: `${count} horas` });

export const es: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Tu código antiphishing',
    antiPhishingHint: (brand) =>
      `Todos los correos auténticos de ${brand} muestran este código. Si falta o es diferente, no hagas clic en ningún enlace y contacta con soporte.`,
    automatedNotice: (brand) => `Este es un mensaje automático de ${brand}. Por favor, no respondas.`,
    support: (email) => `¿Necesitas ayuda? Escribe a ${email}.`,
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    testModeSubjectPrefix: '[MODO DE PRUEBA]',
    testModeNotice: (brand) =>
      `MODO DE PRUEBA: este mensaje procede de una instalación de prueba de ${brand}. No se mueve dinero real y nada de su contenido es real.`,
  },
  code: {
    neverShare: (brand) => `No compartas nunca este código con nadie, ni siquiera con el personal de ${brand}.`,
    expires: (count) => `El código caduca en ${minutes(count)}.`,
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
  },
  emailVerificationCode: {
    subject: (brand) => `Tu código de verificación de correo de ${brand}`,
    heading: 'Verifica tu dirección de correo electrónico',
    intro: 'Introduce este código para verificar tu dirección de correo electrónico:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: tu código de verificación es ${code}. No lo compartas con nadie.`,
  },
  loginCode: {
    subject: (brand) => `Tu código de inicio de sesión de ${brand}`,
    heading: 'Tu código de inicio de sesión',
    intro: 'Introduce este código para terminar de iniciar sesión:',
  },
  passwordReset: {
    subject: (brand) => `Restablece tu contraseña de ${brand}`,
    heading: 'Restablece tu contraseña',
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. El siguiente enlace solo puede usarse una vez.',
    action: 'Restablecer contraseña',
    expires: (count) => `El enlace caduca en ${minutes(count)}.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `Se ha cambiado tu contraseña de ${brand}`,
      email: (brand) => `Se ha cambiado tu dirección de correo de ${brand}`,
      two_factor: (brand) => `Se ha cambiado la autenticación en dos pasos de ${brand}`,
    },
    intro: {
      password: 'Se ha cambiado la contraseña de tu cuenta.',
      email: 'Se ha cambiado la dirección de correo electrónico de tu cuenta.',
      two_factor: 'Se ha cambiado la configuración de la autenticación en dos pasos (2FA) de tu cuenta.',
    },
    withdrawalLock: (count) => `Por tu seguridad, los retiros quedan bloqueados durante ${hours(count)}.`,
    notYou: (brand) => `Si no has hecho este cambio, contacta de inmediato con el soporte de ${brand}.`,
  },
  loginAlert: {
    subject: (brand) => `Nuevo inicio de sesión en tu cuenta de ${brand}`,
    heading: 'Nuevo inicio de sesión detectado',
    intro: 'Se ha iniciado sesión en tu cuenta desde un nuevo dispositivo o país:',
    time: 'Hora',
    ip: 'Dirección IP',
    country: 'País',
    device: 'Dispositivo',
    notYou: (brand) => `Si no has sido tú, cambia tu contraseña ahora y contacta con el soporte de ${brand}.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `Tu cuenta de ${brand} está verificada`,
      rejected: (brand) => `No hemos podido verificar tu identidad en ${brand}`,
    },
    approvedNext: 'Ya puedes usar todas las funciones de tu cuenta.',
    rejectedIntro: 'No hemos podido verificar tu identidad con los documentos que enviaste.',
    reason: 'Motivo',
    tryAgain: 'Puedes enviar nuevos documentos desde la página Verificación de la cuenta.',
  },
  paymentLink: {
    subject: (merchant) => `Solicitud de pago de ${merchant}`,
    heading: 'Has recibido una solicitud de pago',
    intro: (merchant) => `${merchant} te ha enviado un enlace de pago.`,
    amount: 'Importe',
    product: 'Producto',
    action: 'Pagar ahora',
  },
  depositReceived: {
    subject: (amount) => `Depósito recibido: ${amount}`,
    heading: 'Tu depósito ha llegado',
    intro: (brand) => `Tu depósito se ha confirmado en la blockchain y se ha abonado en tu monedero de ${brand}.`,
    amount: 'Importe',
    txid: 'ID de la transacción',
    confirmations: 'Confirmaciones',
    seeWallet: 'Puedes verlo en la lista de transacciones de tu monedero.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook desactivado para ${merchant}`,
    heading: 'Su endpoint de webhook se ha desactivado',
    intro: 'Hemos dejado de enviar eventos de pago a su endpoint de webhook.',
    url: 'URL del endpoint',
    reason: 'Motivo',
    reasons: { gone: 'Respondió 410 Gone, lo que indica que el endpoint ya no existe.' },
    time: 'Desactivado el',
    nextSteps:
      'Mientras el endpoint esté desactivado no se envían eventos. Cuando vuelva a funcionar, actívelo en la configuración del widget de su área de comerciante y reenvíe desde el registro de entregas los eventos que se haya perdido.',
  },
};
