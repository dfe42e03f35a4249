import type { MessagesTexts } from './en.js';

/** Namespace `messages` in Spanish: every key of ./en.ts (the type checks it). */
export const es: MessagesTexts = {
  errors: {
    registrationTokenExpired: '¡El token de registro ha caducado!',
    merchantNotRecognized: '¡Comercio no reconocido!',
    someProblemOccurred: 'Se ha producido un problema. Inténtalo de nuevo más tarde',
    serverProblem: 'Puede que haya un problema con el servidor. Inténtalo de nuevo más tarde',
    pageNotFound: 'No se ha podido encontrar esta página.',
    unknownMiddleware: 'Middleware desconocido {{name}}',
  },
  errorPage: {
    heading: 'No podemos encontrar la página que buscas.',
    unknownError: 'Lamentamos mucho las molestias. La aplicación ha encontrado un error desconocido.',
    renderFailed: 'Se ha producido un error al mostrar la página de error',
    backHome: 'Volver al inicio',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired: 'Comercio no reconocido o sesión caducada. Realiza otra transacción.',
    sessionExpired: 'La sesión ha caducado. Realiza otra transacción.',
  },
  user: {
    emailNotFound: 'La dirección de correo electrónico que has introducido no existe.',
    invalidCode: 'Has introducido un código no válido. Inténtalo de nuevo.',
    invalidPassword: 'Has introducido una contraseña no válida. Inténtalo de nuevo.',
    regionNotServed: 'Lamentablemente no ofrecemos nuestros servicios en esta región.',
    verifyMobileAndEmail: 'Verifica tu móvil y tu correo electrónico',
    newPasswordSent: 'Te hemos enviado una nueva contraseña',
    newSmsCodeSent: 'Se ha enviado un nuevo código de verificación por SMS a tu móvil',
    accountVerified: '¡Has verificado tu cuenta correctamente!',
    soldSuccessfully: 'Tus monedas se han vendido correctamente',
  },
  sessionTimeout: {
    title: 'Sesión caducada',
    message: 'Has iniciado sesión en otros dispositivos o navegadores. Vuelve a iniciar sesión.',
    login: 'Iniciar sesión',
  },
};
