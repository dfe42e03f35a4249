import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Plantilla: revísela antes de la puesta en marcha.** Este es el texto predeterminado de la plataforma, no asesoramiento jurídico. ' +
  'El operador de {{brand}} debe hacerlo revisar por asesores jurídicos cualificados para sus licencias y ' +
  'jurisdicciones y sustituirlo en el editor de contenidos.';

export const esLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Términos y condiciones',
    description:
      'Los términos que rigen el uso de {{brand}}: cuentas, compra y venta de criptoactivos, comisiones y riesgos.',
    markdown: `${notice}

## 1. Quiénes somos

Estos términos constituyen un acuerdo entre usted y {{company}} («nosotros») para el uso de {{brand}}: el
sitio web, el área de miembros, los monederos y los servicios de pago que se ofrecen a través de ellos.

## 2. Requisitos y su cuenta

- Debe tener al menos 18 años y capacidad para celebrar un contrato vinculante.
- Debe facilitar información veraz y completa y mantenerla actualizada. Verificamos su identidad
  (controles de conocimiento del cliente) antes de que algunos servicios estén disponibles.
- Una cuenta por persona. Mantenga en secreto su contraseña y su segundo factor; usted es responsable
  de lo que se haga con ellos. Avísenos de inmediato en {{support_email}} si sospecha un uso indebido.
- No prestamos nuestros servicios en todas las regiones. Podemos rechazar o cerrar una cuenta cuando
  la ley o nuestra política de riesgos lo exijan.

## 3. Servicios

Puede comprar, vender y convertir criptoactivos a cambio de dinero fiduciario, guardarlos en los monederos
que custodiamos para usted, enviarlos a otras direcciones y, como comerciante, aceptar pagos. Las
cotizaciones son válidas durante el tiempo indicado; una orden es definitiva una vez que la confirmamos.
Las transferencias de criptoactivos no se pueden revertir: compruebe cada dirección antes de enviar.

## 4. Comisiones y límites

Las comisiones y los límites aplicables se muestran antes de que confirme cada orden. Las comisiones de
red las fija la red, no nosotros.

## 5. Riesgos

Los criptoactivos son volátiles y pueden perder todo su valor. Los precios pasados no son indicativos de
los precios futuros. Los criptoactivos no son de curso legal y, por lo general, no están cubiertos por
los sistemas de garantía de depósitos ni de indemnización de los inversores. Utilice solo dinero que
pueda permitirse perder.

## 6. Suspensión y cierre

Podemos suspender o cerrar una cuenta, o retener una operación, cuando la ley lo exija, cuando
sospechemos fraude, blanqueo de capitales o un incumplimiento de estos términos, o para protegerle.
Puede cerrar su cuenta en cualquier momento una vez retirados sus saldos.

## 7. Responsabilidad

Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar. Por lo
demás, no somos responsables de las pérdidas causadas por los movimientos del mercado, por hechos ajenos
a nuestro control razonable o por no haber custodiado usted sus credenciales.

## 8. Reclamaciones y cambios

Envíe sus reclamaciones a {{support_email}}; respondemos en un plazo de 15 días hábiles. Le informaremos
de los cambios de estos términos antes de que entren en vigor. Se aplica la ley del país en el que está
establecida {{company}}.

## 9. Contacto

{{company}}, {{address}}. Correo electrónico: {{support_email}}.
`,
  },
  privacy: {
    title: 'Política de privacidad',
    description:
      'Qué datos personales recoge {{brand}}, para qué, cuánto tiempo se conservan y cuáles son sus derechos.',
    markdown: `${notice}

## Responsable del tratamiento

{{company}} ({{address}}) es el responsable del tratamiento de sus datos personales. Contacto: {{support_email}}.

## Qué datos recogemos

- **Datos de identidad y de contacto**: nombre, fecha de nacimiento, dirección, correo electrónico, número de móvil.
- **Datos de verificación**: documentos de identidad y el resultado de las comprobaciones realizadas sobre ellos.
- **Datos financieros**: órdenes, operaciones, direcciones de monedero, referencias bancarias y de tarjeta
  (los números de tarjeta los gestiona nuestro procesador de pagos; nosotros no los almacenamos).
- **Datos técnicos**: dirección IP, dispositivo y navegador, historial de inicios de sesión, cookies
  necesarias para mantener su sesión abierta y recordar su idioma.

## Para qué los usamos (bases jurídicas)

- Para abrir y gestionar su cuenta y ejecutar sus órdenes (**contrato**).
- Para verificar su identidad, prevenir el blanqueo de capitales y el fraude y conservar registros (**obligación legal**).
- Para proteger el servicio y mejorarlo (**interés legítimo**).
- Para enviarle novedades, solo si usted lo ha aceptado (**consentimiento**, que puede retirar en cualquier momento).

## Quién los recibe

Proveedores de verificación de identidad y de pagos, bancos, nuestros proveedores de alojamiento y las
autoridades cuando la ley lo exija. Las transferencias fuera de su país se realizan con las garantías
que reconoce la ley.

## Cuánto tiempo los conservamos

Los registros de verificación y de operaciones se conservan durante el plazo que exige la normativa
contra el blanqueo de capitales (normalmente cinco años desde el fin de la relación); los demás datos,
no más tiempo del necesario.

## Sus derechos

Puede solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad de sus datos,
y oponerse a su tratamiento, escribiendo a {{support_email}}. También puede presentar una reclamación
ante su autoridad de protección de datos.
`,
  },
  'refund-policy': {
    title: 'Política de reembolsos',
    description: 'Cuándo se pueden cancelar o reembolsar las órdenes en {{brand}} y cómo se pagan los reembolsos.',
    markdown: `${notice}

## Órdenes entregadas

Una compra de criptoactivos se ejecuta al precio que usted confirmó y las monedas se envían a la
dirección que indicó. Como los precios varían y las transferencias en la cadena de bloques no se pueden
revertir, una orden entregada no se puede cancelar ni reembolsar.

## Órdenes no entregadas

Si recibimos su pago pero no podemos entregar las monedas (por ejemplo, porque la verificación de su
identidad no se supera o la orden caduca), le reembolsamos el importe pagado por el mismo medio, menos
la comisión que retenga el proveedor de pagos. Los reembolsos a tarjeta suelen aparecer en 5–10 días hábiles.

## Pagos que no coinciden

Una transferencia bancaria sin referencia o con una referencia errónea, o por un importe distinto del de
la orden, queda retenida hasta que nuestro equipo la concilie; si no se puede conciliar, se devuelve a la
cuenta de origen.

## Cómo solicitarlo

Escriba a {{support_email}} indicando su número de orden. Respondemos en un plazo de 5 días hábiles.
`,
  },
  'aml-kyc': {
    title: 'Política de PBC y KYC',
    description:
      'Cómo verifica {{brand}} a sus clientes y previene el blanqueo de capitales y la financiación del terrorismo.',
    markdown: `${notice}

## Nuestro compromiso

{{company}} no acepta fondos procedentes de actividades delictivas ni permite que sus servicios se
utilicen para el blanqueo de capitales, la financiación del terrorismo o la elusión de sanciones.

## Conozca a su cliente (KYC)

- Todo cliente se identifica antes de utilizar servicios que mueven dinero: nombre, fecha de
  nacimiento, dirección y un documento de identidad válido, cotejado con el documento y, cuando se
  exige, con un selfi en directo.
- Los clientes empresariales identifican también a sus titulares reales.
- Podemos solicitar el origen de los fondos o del patrimonio y documentos actualizados.

## Seguimiento

Las operaciones se contrastan con las listas de sanciones y se vigilan para detectar patrones inusuales.
Las direcciones de la cadena de bloques se analizan para detectar vínculos con actividades ilícitas.

## Comunicación y registros

Comunicamos las actividades sospechosas a las autoridades competentes, como exige la ley, sin
informar al cliente. Los registros se conservan durante el plazo que exige la ley.

## Contacto

Consultas de cumplimiento normativo: {{compliance_email}}.
`,
  },
};
