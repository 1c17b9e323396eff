import type { ContentTexts } from './structure';

export const es: ContentTexts = {
  locale: 'es',
  articles: {
    'linen-care-guide': {
      title: 'Cómo cuidar el lino para que dure años',
      summary: 'El lino se vuelve más suave con cada lavado si lo tratas bien. Nuestra rutina sencilla para ropa de cama, camisas y mantelería.',
      body: [
        'El lino es uno de los tejidos más antiguos que existen y uno de los más agradecidos. La fibra es larga y resistente, así que una sábana o una camisa de lino bien hechas pueden durar una década. Lo que acorta su vida es el calor: el agua muy caliente, la secadora y la plancha demasiado caliente.',
        '## Lavado',
        'Lava el lino a 30 o 40 °C con un detergente líquido suave y olvídate del suavizante, que recubre las fibras y las hace menos absorbentes. No llenes demasiado el tambor: el lino necesita espacio o saldrá arrugado y rígido.',
        '## Secado y planchado',
        'Siempre que puedas, tiéndelo a la sombra y sacude cada pieza antes de colgarla. Si te gusta un aspecto impecable, plánchalo cuando aún esté algo húmedo. Si prefieres un look relajado, dóblalo directamente del tendedero y deja que las arrugas formen parte de su carácter.',
      ],
    },
    'autumn-table-setting': {
      title: 'Una mesa de otoño con lo que ya tienes en casa',
      summary: 'No hace falta una vajilla nueva para que la mesa resulte acogedora. Capas, velas y unas ramas hacen casi todo el trabajo.',
      body: [
        'Cuando las tardes se acortan, pasamos más tiempo alrededor de la mesa. Una mesa acogedora depende menos de platos a juego que de la textura y la luz.',
        'Empieza con un mantel o un camino de mesa de lino en un tono cálido, como óxido o avena. Combina los platos que ya tienes: el gres y la porcelana conviven bien cuando los colores son parecidos. Dobla las servilletas de forma suelta, no en figuras rígidas.',
        'Termina con velas bajas, para que los invitados puedan verse de un lado a otro, y unas ramas o hierbas secas en un jarrón sencillo. Mantén bajo el centro de la mesa y la conversación hará el resto.',
      ],
    },
    'merino-or-cotton': {
      title: 'Merino o algodón: cómo elegir la primera capa en cada estación',
      summary: 'Las dos fibras tienen su lugar en un buen armario. Te contamos cuándo elegimos cada una y por qué.',
      body: [
        'El algodón es suave, fácil de lavar y cómodo en días cálidos. Absorbe bien la humedad, lo que es agradable en verano, pero hace que siga húmedo en cuanto empiezas a sudar.',
        'La lana merino es más fina que la lana común y no pica. Abriga incluso un poco húmeda, regula la temperatura en movimiento y resiste los olores, así que necesita lavarse con mucha menos frecuencia.',
        'Nuestra regla: algodón para el día a día con tiempo templado, merino para viajar, caminar y los meses fríos. Elijas la que elijas, lávala en ciclo delicado y sécala en horizontal para que conserve la forma.',
      ],
    },
    'light-small-apartment': {
      title: 'Cinco formas de llevar luz a un piso pequeño',
      summary: 'Espejos, textiles claros y lámparas a distintas alturas pueden hacer que una habitación pequeña parezca el doble de amplia.',
      body: [
        'Un piso pequeño puede sentirse amplio cuando la luz es la adecuada. Estos cinco hábitos son los que más se notan en nuestras propias casas.',
        'Primero, despeja las ventanas: unas cortinas de lino ligeras dejan pasar la luz y dan intimidad. Segundo, cuelga un espejo frente a una ventana o a su lado para que la luz llegue más adentro. Tercero, elige textiles claros para las superficies más grandes, como la manta del sofá y la ropa de cama.',
        'Cuarto, ilumina a varias alturas: una lámpara colgante sobre la mesa, una de pie para leer y una pequeña en una estantería. Quinto, por la noche usa bombillas cálidas, entre 2700 y 3000 kelvin, para que el ambiente resulte tranquilo y no deslumbrante.',
      ],
    },
    'ceramics-studio-visit': {
      title: 'Una mañana en el taller de cerámica detrás de nuestro gres',
      summary: 'Pasamos un día con el pequeño taller familiar que tornea a mano nuestras tazas y cuencos.',
      body: [
        'Nuestro gres se hace en un pequeño taller a dos horas al norte de Oporto, donde tres alfareros trabajan en el torno desde primera hora. Cada taza se tornea, se retornea y se esmalta a mano, así que no hay dos exactamente iguales.',
        'La arcilla es local y se cuece a alta temperatura, lo que hace las piezas densas, resistentes a los golpes y aptas para el lavavajillas. Los esmaltes se preparan en el taller con unos pocos minerales naturales.',
        'Una hornada tarda unas tres semanas desde la arcilla húmeda hasta la pieza terminada. Por eso algunos colores se agotan y vuelven un mes después: preferimos esperar antes que apresurar el horno.',
      ],
    },
    'capsule-wardrobe': {
      title: 'Cómo crear un armario cápsula de doce prendas',
      summary: 'Menos ropa, bien elegida, hace que vestirse sea más fácil. Una lista práctica para empezar.',
      body: [
        'Un armario cápsula es una pequeña colección de prendas que combinan entre sí. La idea no es tener lo menos posible, sino tener cosas que de verdad te pones.',
        'Nuestra lista inicial tiene doce prendas: dos camisas de lino, dos camisetas de algodón, un jersey de merino, una chaqueta de punto, dos pantalones, una falda o unos pantalones cortos, una chaqueta ligera, un abrigo y una bufanda. Elige dos o tres colores base y uno de acento.',
        'Vive una temporada con esta lista antes de comprar nada nuevo. Pronto verás qué te falta y, con la misma frecuencia, qué no te pones nunca.',
      ],
    },
    'candle-care': {
      title: 'Cómo conseguir que cada vela arda de forma limpia y uniforme',
      summary: 'El efecto túnel y el humo negro se pueden evitar. Tres pequeños hábitos para velas de soja y de cera de abeja.',
      body: [
        'El primer encendido es el más importante. Deja arder una vela nueva hasta que la cera derretida llegue al borde del vaso, lo que tarda de una a tres horas. Si la apagas antes, la cera recuerda ese círculo y la vela hace un túnel en el centro.',
        'Corta la mecha a unos 5 mm antes de cada uso. Una mecha larga produce una llama alta y temblorosa que humea y ennegrece el cristal.',
        'Aleja las velas de las corrientes de aire, no las mantengas encendidas más de cuatro horas seguidas y deja de usarlas cuando quede 1 cm de cera en el fondo.',
      ],
    },
    'plant-dyes': {
      title: 'Por qué cambiamos a tintes vegetales',
      summary: 'La rubia, el índigo y la nuez dan color a nuestras bufandas y fundas de cojín. Qué ha cambiado y qué significa para ti.',
      body: [
        'Hace dos años empezamos a pasar nuestra colección textil de tintes sintéticos a tintes de origen vegetal. Hoy la mayoría de bufandas y fundas de cojín se tiñen con raíz de rubia, índigo, cáscara de nuez o piel de cebolla.',
        'Los tintes vegetales usan menos agua y ningún metal pesado, y sus colores tienen una profundidad difícil de imitar. Cada tintada sale un poco distinta, por eso el tono de tu pieza puede variar ligeramente respecto a la foto.',
        'Para conservar el color, lava en agua fría con un detergente de pH neutro y seca sin sol directo. Como todos los colores naturales, se suavizan poco a poco con el tiempo.',
      ],
    },
    'calmer-bedroom': {
      title: 'Un dormitorio más tranquilo para dormir mejor',
      summary: 'Ropa de cama transpirable, una habitación más oscura y una breve rutina nocturna. Pequeños cambios que ayudan a descansar.',
      body: [
        'Los investigadores del sueño coinciden en unas pocas condiciones sencillas: una habitación fresca, oscuridad y silencio. La ropa de cama y las cortinas pueden ayudar con las tres.',
        'El lino y el percal de algodón transpiran bien y mantienen el frescor en las noches cálidas; una manta de lana da calor sin peso cuando baja la temperatura. Las cortinas forradas bloquean la luz de la calle y amortiguan el ruido.',
        'Por último, dale a la habitación una sola función. Deja fuera el trabajo y las pantallas, baja la luz una hora antes de acostarte y deja en la mesilla un libro en lugar del móvil.',
      ],
    },
    'packing-light': {
      title: 'Viajar ligero: una sola bolsa para una semana',
      summary: 'Cómo viaja nuestro equipo con una bolsa de tela y una mochila pequeña, haga el tiempo que haga.',
      body: [
        'Viajar ligero empieza por ropa que se combina. Elige una gama de colores y lleva prendas que puedas usar de al menos tres maneras.',
        'Para una semana llevamos tres partes de arriba, un jersey de merino, dos pantalones, una chaqueta ligera, ropa interior y calcetines para cuatro días y un par de zapatos además de los que llevamos puestos. El merino y el lino se lavan en el lavabo y se secan en una noche.',
        'Enrolla la ropa suave en lugar de doblarla, guarda los artículos de aseo en un neceser pequeño y lleva una bolsa de lona que se pliega para ir al mercado o a la playa.',
      ],
    },
    'wool-throw-story': {
      title: 'Del vellón a la manta: así se hacen nuestras mantas de lana',
      summary: 'Nuestras mantas empiezan en una granja de la Serra da Estrela y terminan en el telar de una fábrica familiar.',
      body: [
        'La lana de nuestras mantas procede de ovejas bordaleiras que pastan en las montañas de la Serra da Estrela. Cada primavera se esquila el vellón, se lava y se clasifica a mano.',
        'La lana se hila en una fábrica que trabaja con las mismas familias desde hace cuatro generaciones y después se teje en telares de lanzadera. Ese tejido lento da a las mantas su textura densa y ligeramente irregular.',
        'Por último, cada manta se lava con agua de la montaña y se carda para levantar su superficie suave. Todo el proceso dura unas seis semanas, y una buena manta de lana te dará calor durante décadas.',
      ],
    },
    'winter-gift-guide': {
      title: 'Guía de regalos de invierno por menos de 50 $',
      summary: 'Útiles, bonitos y fáciles de envolver. Las elecciones de nuestro equipo para amigos, familia y compañeros.',
      body: [
        'Los mejores regalos son los que se usan a diario. Este año nuestro equipo ha elegido regalos de menos de cincuenta dólares que no acabarán en un cajón.',
        'Para los amantes del café, un par de tazas de gres torneadas a mano. Para los frioleros, calcetines de merino o un gorro de lana acanalado. Para quien recibe en casa, una vela de soja en un vaso de cristal reutilizable o un juego de servilletas de lino.',
        'Todos los pedidos pueden envolverse en papel reciclado, y añadimos una nota escrita a mano si nos dejas un mensaje al finalizar la compra.',
      ],
    },
    'mend-dont-replace': {
      title: 'Repara, no sustituyas: arreglos sencillos para la ropa que quieres',
      summary: 'Un botón suelto, un pequeño agujero o un bajo deshilachado se arreglan en minutos. Una guía para principiantes.',
      body: [
        'La prenda más sostenible es la que ya tienes. La mayoría de los desperfectos cotidianos se arreglan en la mesa de la cocina con aguja, hilo y un poco de paciencia.',
        'Cose un botón suelto en cuanto lo notes, con unas puntadas extra alrededor del pie. Zurce los pequeños agujeros del punto con lana a juego antes de que crezcan. Dobla un bajo deshilachado y fíjalo con una sencilla puntada invisible.',
        'El remiendo visible también es una opción: un parche de otro color o unas puntadas vivas convierten un arreglo en un detalle. Cada pedido de Aurora incluye botones de repuesto cuando la prenda los lleva.',
      ],
    },
  },
  pages: {
    brandstory: {
      title: 'Nuestra historia',
      summary: 'Aurora nació en 2014 en un puesto de mercado de Oporto con la convicción de que las cosas de diario deben estar bien hechas.',
      body: [
        'Aurora nació en 2014 en un puesto de mercado de Oporto, con unos cuantos paños de cocina de lino y la convicción de que las cosas de diario deben estar bien hechas y durar mucho tiempo.',
        '## Lo que hacemos',
        'Hoy diseñamos artículos para el hogar y ropa para la vida diaria: ropa de cama y camisas de lino, gres para la mesa, mantas de lana, velas y un pequeño armario de punto y prendas de abrigo. La mayor parte se fabrica en Portugal en talleres que conocemos por su nombre.',
        '## Cómo trabajamos',
        'Producimos en pequeñas series, usamos fibras naturales siempre que podemos y pagamos con justicia a nuestros artesanos. Preferimos agotar un color antes que producirlo de más. Y cuando algo se desgasta, te ayudamos a repararlo.',
        '## Hacia dónde vamos',
        'Nuestro objetivo es sencillo: menos cosas y mejores, hechas por personas orgullosas de su oficio, y una tienda que trate a sus clientes como nos gustaría que nos trataran.',
      ],
    },
    aboutus: {
      title: 'Quiénes somos',
      summary: 'Un pequeño equipo en Oporto que diseña artículos para el hogar y ropa de materiales naturales con envíos a todo el mundo.',
      body: [
        'Somos un equipo de catorce personas en Oporto: diseñadoras, un patronista, una fotógrafa, personas que preparan tus pedidos y personas que responden a tus mensajes.',
        'Trabajamos con once talleres y fábricas, nueve de ellos en Portugal. Los visitamos varias veces al año y publicamos en la página de cada producto dónde se fabrica.',
        'Enviamos a más de cuarenta países. Los pedidos suelen llegar en 15 a 20 días, y puedes escribirnos cualquier día de 9:00 a 21:00, hora de Lisboa.',
        'Aurora Home & Apparel, Lda. Registrada en Oporto, Portugal.',
      ],
    },
    shipping: {
      title: 'Envíos y entrega',
      summary: 'Adónde enviamos, cuánto cuesta y cuánto tarda: la entrega más rápida prevista es de 15 a 20 días.',
      body: [
        'Enviamos desde nuestro almacén de Oporto a más de cuarenta países. Los pedidos se preparan en un plazo de dos días hábiles.',
        '## Plazos de entrega',
        'La entrega más rápida prevista es de 15 a 20 días desde el envío. Las zonas remotas y los controles de aduana pueden añadir algunos días.',
        '## Costes',
        'El coste del envío se calcula al finalizar la compra según el peso del pedido y el destino. Los pedidos de más de 120 $ tienen envío gratuito a la mayoría de países.',
        '## Seguimiento',
        'En cuanto tu paquete salga, recibirás un número de seguimiento por correo electrónico y en tu cuenta, en Mis pedidos.',
      ],
    },
    returns: {
      title: 'Devoluciones y reembolsos',
      summary: 'Devuelve los artículos sin usar en un plazo de 30 días desde la entrega y te reembolsamos el importe completo en tu método de pago.',
      body: [
        'Si algo no te convence, puedes devolver los artículos sin usar y en su estado original en un plazo de 30 días desde la entrega.',
        '## Cómo devolver',
        'Abre el pedido en Mis pedidos, elige Solicitar reembolso, selecciona los artículos y cuéntanos el motivo. Te enviaremos una etiqueta de devolución por correo electrónico.',
        '## Reembolsos',
        'Cuando el paquete llegue, lo revisamos en tres días hábiles y reembolsamos el importe en tu método de pago original. Según tu banco, puede tardar de cinco a diez días más en aparecer.',
        'Las velas ya encendidas y los artículos personalizados no admiten devolución, salvo que lleguen dañados.',
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      summary: 'Qué datos personales recogemos, para qué los necesitamos y cómo puedes consultarlos, cambiarlos o eliminarlos.',
      body: [
        'Solo recogemos los datos necesarios para gestionar la tienda: tu nombre, tu correo y tu dirección de entrega, tus pedidos y los mensajes que nos envías.',
        '## Cómo los usamos',
        'Usamos tus datos para entregar tus pedidos, responder a tus preguntas y, si te suscribes, enviarte nuestro boletín. Nunca vendemos tus datos.',
        '## Tus derechos',
        'Puedes consultar y cambiar tus datos en tu cuenta en cualquier momento. Para recibir una copia o solicitar que los eliminemos, escríbenos desde la página de contacto.',
        'Conservamos los datos de los pedidos durante el tiempo que exige la ley y eliminamos todo lo demás cuando cierras tu cuenta.',
      ],
    },
    terms: {
      title: 'Términos y condiciones',
      summary: 'Las condiciones que se aplican al comprar en Aurora: pedidos, precios, pago y responsabilidad.',
      body: [
        'Estas condiciones se aplican a todos los pedidos realizados en la tienda online de Aurora.',
        '## Pedidos y precios',
        'El contrato se perfecciona cuando confirmamos tu pedido por correo electrónico. Los precios se muestran en la moneda que elijas y se cobran en dólares estadounidenses al tipo de cambio indicado al finalizar la compra.',
        '## Pago',
        'El pago se realiza al hacer el pedido. Enviamos en cuanto lo recibimos.',
        '## Responsabilidad',
        'Somos responsables de entregar los productos tal como se describen. Nada de lo dispuesto en estas condiciones limita tus derechos legales como consumidor.',
      ],
    },
  },
  groups: {
    orders: 'Pedidos y pago',
    shipping: 'Envíos y entrega',
    returns: 'Devoluciones y reembolsos',
    products: 'Productos y cuidados',
    account: 'Cuenta y boletín',
  },
  questions: {
    'how-to-order': [
      '¿Cómo hago un pedido?',
      'Añade los artículos que quieras al carrito, ábrelo y elige Continuar con la compra. Introduce tu dirección, elige un método de pago y confirma el pedido. Recibirás una confirmación por correo electrónico.',
    ],
    'payment-methods': [
      '¿Qué métodos de pago aceptáis?',
      'Aceptamos las principales tarjetas de crédito y débito y los métodos de pago que se muestran para tu país al finalizar la compra. Los pagos se procesan de forma segura; nunca vemos ni guardamos el número de tu tarjeta.',
    ],
    currency: [
      '¿En qué moneda se me cobrará?',
      'Puedes navegar en cualquiera de las monedas del encabezado. El pedido se cobra en dólares estadounidenses; el importe en tu moneda usa el tipo de cambio que se muestra al hacer el pedido.',
    ],
    'change-order': [
      '¿Puedo cambiar o cancelar mi pedido después de hacerlo?',
      'Mientras no se haya enviado, puedes cancelarlo desde Mis pedidos. Para cambiar una dirección o un artículo, escríbenos lo antes posible y haremos todo lo que podamos.',
    ],
    'promo-code': [
      '¿Cómo uso un código promocional?',
      'Tus códigos aparecen en tu cuenta, en Códigos promocionales. Elige uno al finalizar la compra; se aplica cuando el pedido alcanza el gasto mínimo indicado en el código.',
    ],
    'delivery-time': [
      '¿Cuánto tarda la entrega?',
      'La entrega más rápida prevista es de 15 a 20 días desde el envío. Los pedidos se preparan en un plazo de dos días hábiles.',
    ],
    'shipping-cost': [
      '¿Cuánto cuesta el envío?',
      'Depende del peso y del destino, y se muestra antes de pagar. Los pedidos de más de 120 $ tienen envío gratuito a la mayoría de países.',
    ],
    'track-order': [
      '¿Cómo puedo seguir mi pedido?',
      'Cuando tu paquete salga te enviaremos un número de seguimiento por correo. También lo encontrarás en tu cuenta, en Mis pedidos.',
    ],
    countries: [
      '¿A qué países enviáis?',
      'Enviamos a más de cuarenta países de Europa, América y Asia. Si tu país está disponible, aparece en el formulario de dirección al finalizar la compra.',
    ],
    customs: [
      '¿Tendré que pagar aduanas?',
      'En los envíos fuera de la Unión Europea pueden aplicarse aranceles e impuestos de importación locales. Los fija tu país y los cobra el transportista en la entrega.',
    ],
    'return-policy': [
      '¿Cuál es vuestra política de devoluciones?',
      'Puedes devolver los artículos sin usar y en su estado original en un plazo de 30 días desde la entrega y recibir el reembolso completo.',
    ],
    'start-return': [
      '¿Cómo inicio una devolución?',
      'Abre el pedido en Mis pedidos, elige Solicitar reembolso y selecciona los artículos. Te enviaremos por correo una etiqueta de devolución y las instrucciones.',
    ],
    'refund-time': [
      '¿Cuándo recibiré el reembolso?',
      'Revisamos los paquetes devueltos en tres días hábiles y después reembolsamos en tu método de pago original. Tu banco puede tardar de cinco a diez días más en reflejarlo.',
    ],
    'damaged-item': [
      '¿Y si mi artículo llega dañado?',
      '¡Lo sentimos mucho! Envíanos una foto desde el formulario de contacto en los siete días siguientes a la entrega y te mandaremos un repuesto o te devolveremos el importe completo, envío incluido.',
    ],
    sizing: [
      '¿Cómo encuentro mi talla?',
      'Cada página de ropa tiene una tabla de tallas en centímetros y pulgadas. Si estás entre dos tallas, en nuestro lino de corte holgado elige la menor; en el punto, la mayor.',
    ],
    materials: [
      '¿De dónde vienen vuestros materiales?',
      'Nuestro lino se teje con lino europeo, la lana viene de granjas portuguesas y la arcilla de nuestro gres se extrae cerca del taller que la cuece. Cada página de producto indica su taller.',
    ],
    'linen-shrink': [
      '¿Encoge el lino al lavarlo?',
      'Nuestro lino está prelavado, así que encoge muy poco. Lávalo a 30–40 °C y evita la secadora para mantener la talla y la forma.',
    ],
    restock: [
      '¿Volverá un artículo agotado?',
      'La mayoría vuelve en cuatro a ocho semanas, porque fabricamos en pequeñas series. Suscríbete al boletín para saber cuándo vuelven.',
    ],
    'need-account': [
      '¿Necesito una cuenta para comprar?',
      'Puedes llenar el carrito como visitante, pero necesitas una cuenta para hacer el pedido. Con ella puedes seguir tus pedidos, pedir reembolsos y guardar tus direcciones.',
    ],
    'forgot-password': [
      'He olvidado mi contraseña. ¿Qué hago?',
      'En la página de acceso elige He olvidado mi contraseña e introduce tu correo electrónico. Te enviaremos un código de verificación para crear una nueva.',
    ],
    'newsletter-frequency': [
      '¿Con qué frecuencia enviáis el boletín?',
      'Unas dos veces al mes: nuevas colecciones, historias de nuestros artesanos y alguna oferta. Nunca más de cuatro correos al mes.',
    ],
    unsubscribe: ['¿Cómo me doy de baja?', 'Cada boletín incluye al final un enlace para darse de baja. Basta con un clic y no volveremos a escribirte.'],
  },
  photos: {
    'stoneware-mugs': ['Tazas de gres', 'Dos tazas de gres torneadas a mano, en terracota y arena, con vapor en la luz de la mañana'],
    'linen-bedding': ['Ropa de cama de lino lavado', 'Una cama con ropa de lino lavado color avena, una almohada blanca y un cabecero de madera oscura'],
    'wool-throw': ['Manta de lana en el sillón de lectura', 'Una manta de lana color óxido sobre una silla de madera junto a la ventana'],
    'ceramic-vases': ['Tres jarrones de cerámica', 'Tres jarrones de cerámica en salvia, crema y antracita, uno con una rama seca'],
    'autumn-table': ['Una mesa de otoño', 'Una mesa de madera puesta con dos platos, una vela pequeña, un vaso y un jarrón con una rama'],
    'soy-candles': ['Velas de soja', 'Tres velas de soja encendidas de distintas alturas en vasos de cristal'],
    'merino-sweater': ['Jersey de merino', 'Un jersey azul de merino con el bajo acanalado en una percha de madera'],
    'linen-shirt': ['Camisa de lino', 'Una camisa blanca de lino con botones colgada de una percha'],
    'canvas-tote': ['Bolsa de lona', 'Una bolsa de lona color arena con asas largas y un bolsillo delantero'],
    'striped-scarf': ['Bufanda de rayas', 'Una bufanda larga de rayas azules y crema con flecos'],
    'paper-lamp': ['Lámpara colgante de papel', 'Una lámpara colgante redonda de papel encendida sobre un aparador con libros'],
    'olive-tree': ['Olivo en maceta de terracota', 'Un pequeño olivo en una maceta de terracota sobre un suelo soleado'],
    'waffle-towels': ['Toallas de nido de abeja', 'Una pila de toallas de nido de abeja dobladas en arena, blanco y marrón'],
    'rust-cushions': ['Cojines en óxido y arena', 'Un sofá bajo con tres cojines en óxido, arena y blanco'],
    'breakfast-bowls': ['Cuencos de desayuno', 'Tres cuencos de gres apilados de distintos tamaños'],
    'potters-wheel': ['El torno del alfarero', 'Un jarrón de arcilla a medio hacer en el torno del taller'],
    'rain-jacket': ['Chaqueta de algodón encerado', 'Una chaqueta verde oscuro de algodón encerado con bolsillos en una percha'],
    'wool-beanie': ['Gorro de lana acanalado', 'Un gorro de lana acanalado color óxido con pompón'],
    'oak-chair': ['Silla de roble', 'Una silla sencilla de roble con respaldo de listones'],
    'glass-carafe': ['Jarra de cristal y vasos', 'Una jarra de agua de cristal entre dos vasos'],
    'linen-apron': ['Delantal de lino', 'Un delantal verde de lino con bolsillo delantero en una percha'],
    'wool-socks': ['Calcetines de lana', 'Un par de calcetines de lana mostaza con puños de rayas'],
    'woven-baskets': ['Cestas de almacenaje tejidas', 'Dos cestas tejidas de junco marino de distintos tamaños'],
    'shop-window': ['Nuestra tienda en Oporto', 'La fachada de la tienda Aurora en Oporto con un toldo de rayas, un escaparate y una puerta verde'],
  },
  contact: {
    intro: '¿Tienes preguntas sobre un pedido, un producto o una devolución? Escríbenos y te responderemos en un día hábil.',
    address: 'Aurora Home & Apparel, Rua das Flores 48, 4050-262 Oporto, Portugal',
    hours: 'Todos los días, de 9:00 a 21:00 (hora de Lisboa)',
  },
};
