import { esLegal } from './es-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const es: LocaleDefaults = {
  neutral: {
    support_email: 'nuestro equipo de soporte (consulte la página de contacto)',
    compliance_email: 'nuestro equipo de cumplimiento normativo',
    phone: 'solo por correo electrónico',
    address: 'domicilio social disponible a petición',
  },
  pages: {
    ...esLegal,
    support: {
      title: 'Soporte',
      description: 'Cómo obtener ayuda con su cuenta de {{brand}}, órdenes, depósitos y retiradas.',
      markdown: `## Estamos aquí para ayudarle

Escriba a **{{support_email}}** desde la dirección de correo electrónico de su cuenta. Indique el número
de orden o el identificador de la operación cuando su consulta se refiera a un pago: así respondemos antes.

## Antes de escribir

- **Un depósito no ha llegado**: los depósitos de criptomonedas se abonan tras el número de
  confirmaciones de red que indica la página de depósito. Abra *Transacciones* para ver las
  confirmaciones que lleva.
- **Una orden está en proceso**: los pagos con tarjeta y por banca en línea suelen confirmarse en pocos
  minutos; las transferencias bancarias, cuando el banco las abona, con la referencia que figura en su orden.
- **No puede iniciar sesión**: use *¿Has olvidado tu contraseña?* en la página de inicio de sesión. Si ha
  perdido su segundo factor, utilice uno de sus códigos de recuperación.

## Seguridad

Nunca le pediremos su contraseña, los códigos de su aplicación de autenticación ni sus códigos de
recuperación. Compruebe que cada correo nuestro muestra su código antiphishing.

Consulte también la [base de conocimientos](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Base de conocimientos',
      description: 'Respuestas a las preguntas habituales sobre comprar, guardar y enviar criptoactivos en {{brand}}.',
      markdown: `## Primeros pasos

**¿Cómo abro una cuenta?** Elija *Empezar*, introduzca sus datos y confirme su dirección de correo
electrónico y su número de móvil con los códigos que le enviamos. Después verifique su identidad (consulte
los [tutoriales de verificación de identidad](/identity-verification)).

**¿Qué monedas puedo tener?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) y USD Coin (USDC), además de saldos en USD, GBP, EUR, AUD, CAD y CHF.

## Compra y venta

**¿Cómo se fija el precio?** La cotización muestra el tipo de cambio, las comisiones y el importe que
recibirá; se mantiene fija durante el tiempo que indica la cuenta atrás.

**¿Adónde va el dinero de una venta?** El importe de una venta se abona en su monedero de EUR.

## Depósitos y retiradas

**¿Cuánto tarda un depósito de criptomonedas?** Aparece de inmediato como pendiente y se abona tras las
confirmaciones de red que indica la página de depósito.

**¿Puedo retirar a una tarjeta o a una cuenta bancaria?** Sí, si reside en el Espacio Económico Europeo.

## Seguridad

Active una aplicación de autenticación en *Ajustes de seguridad*, guarde sus códigos de recuperación sin
conexión y defina un código antiphishing para reconocer nuestros correos.
`,
    },
    'identity-verification': {
      title: 'Tutoriales de verificación de identidad',
      description: 'Paso a paso: verifique su correo electrónico, su número de móvil y su identidad en {{brand}}.',
      markdown: `## Por qué verificamos

Las plataformas reguladas deben conocer a sus clientes. La verificación protege su cuenta y le permite
utilizar todos los servicios.

## 1. Correo electrónico y número de móvil

Tras el registro le enviamos un código a su correo electrónico y otro por SMS. Introdúzcalos en la página
de verificación; solicite un código nuevo si alguno ha caducado.

## 2. Documento de identidad

1. Abra *Verificación de la cuenta* en el área de miembros.
2. Elija el país que expidió su documento y el tipo de documento: pasaporte, documento nacional de
   identidad o permiso de conducir.
3. Fotografíe el documento sobre una superficie plana y oscura, con buena luz: las cuatro esquinas
   visibles, sin reflejos y con todas las líneas legibles. Ambas caras si es una tarjeta.
4. Suba las fotos (JPEG, PNG o PDF).

## 3. Selfi y justificante de domicilio (cuando se solicite)

Hágase una foto nítida de la cara sin gafas ni sombrero. Un justificante de domicilio es un extracto
bancario o una factura de suministros de los últimos tres meses en la que figuren su nombre y su dirección.

## Después del envío

Nuestro equipo revisa los documentos, normalmente en un día hábil, y le envía el resultado por correo
electrónico. Si se rechaza un documento, el correo indica el motivo y puede subir uno nuevo.
`,
    },
    blog: {
      title: 'Blog',
      description: 'Noticias, guías y novedades del producto de {{brand}}.',
      markdown: 'Noticias, guías y novedades del producto del equipo de {{brand}}.',
    },
    about: {
      title: 'Quiénes somos',
      description: '{{brand}}: una plataforma regulada para comprar, guardar y pagar con criptoactivos.',
      markdown: `## {{brand}}

{{brand}} permite a las personas comprar, vender, guardar y enviar criptoactivos con el cuidado que se
espera de un servicio financiero regulado, y permite a los comerciantes aceptar pagos en criptomonedas en
sus propios sitios web.

## Lo que defendemos

- **Precios claros**: cada comisión se muestra antes de que confirme.
- **Sus activos, bien contabilizados**: cada saldo está respaldado por registros de partida doble,
  conciliados de forma continua.
- **La seguridad, lo primero**: inicio de sesión en dos pasos, protecciones en las retiradas y códigos antiphishing.

## Quién la gestiona

{{brand}} está gestionada por {{company}}, {{address}}.
`,
    },
    contact: {
      title: 'Contacto',
      description: 'Cómo contactar con {{brand}}: soporte, cumplimiento normativo y dirección postal.',
      markdown: `## Atención al cliente

Correo electrónico: **{{support_email}}**

Teléfono: {{phone}}

## Cumplimiento normativo

Para consultas sobre la verificación de identidad, las sanciones o las solicitudes de las autoridades: {{compliance_email}}.

## Dirección postal

{{company}}
{{address}}
`,
    },
  },
};
