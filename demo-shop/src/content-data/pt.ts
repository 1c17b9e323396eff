import type { ContentTexts } from './structure';

export const pt: ContentTexts = {
  locale: 'pt',
  articles: {
    'linen-care-guide': {
      title: 'Como cuidar do linho para que dure muitos anos',
      summary: 'O linho fica mais macio a cada lavagem se for bem tratado. A nossa rotina simples para roupa de cama, camisas e roupa de mesa.',
      body: [
        'O linho é um dos tecidos mais antigos que existem e um dos mais generosos. A fibra é longa e resistente, por isso um lençol ou uma camisa de linho bem feitos podem durar uma década. O que lhe encurta a vida é o calor: água muito quente, a máquina de secar e o ferro demasiado quente.',
        '## Lavagem',
        'Lave o linho a 30 ou 40 °C com um detergente líquido suave e dispense o amaciador, que reveste as fibras e as torna menos absorventes. Não encha demasiado o tambor: o linho precisa de espaço, ou sai amarrotado e rígido.',
        '## Secagem e engomagem',
        'Sempre que possível, seque-o no estendal à sombra e sacuda cada peça antes de a pendurar. Se gosta de um aspeto impecável, passe-o a ferro ainda ligeiramente húmido. Se prefere um ar descontraído, dobre-o logo ao tirá-lo do estendal e deixe que os vincos façam parte do seu carácter.',
      ],
    },
    'autumn-table-setting': {
      title: 'Pôr uma mesa de outono com o que já tem em casa',
      summary: 'Não precisa de um serviço novo para tornar a mesa acolhedora. Camadas, velas e alguns ramos fazem quase tudo.',
      body: [
        'Quando os dias encurtam, passamos mais tempo à mesa. Uma mesa acolhedora depende menos de pratos a condizer do que de textura e luz.',
        'Comece com uma toalha ou um caminho de mesa de linho num tom quente, como ferrugem ou aveia. Misture os pratos que já tem: o grés e a porcelana ficam bem juntos quando as cores são próximas. Dobre os guardanapos de forma solta em vez de formas rígidas.',
        'Termine com velas baixas, para que os convidados se vejam de um lado ao outro, e alguns ramos ou ervas secas numa jarra simples. Mantenha o centro baixo e a conversa fará o resto.',
      ],
    },
    'merino-or-cotton': {
      title: 'Merino ou algodão: escolher a primeira camada em cada estação',
      summary: 'As duas fibras têm lugar num bom guarda-roupa. Quando escolhemos cada uma e porquê.',
      body: [
        'O algodão é macio, fácil de lavar e confortável nos dias quentes. Absorve bem a humidade, o que é agradável no verão, mas faz com que fique húmido assim que começamos a transpirar.',
        'A lã merino é mais fina do que a lã comum e não pica. Aquece mesmo ligeiramente húmida, regula a temperatura em movimento e resiste aos odores, por isso precisa de ser lavada muito menos vezes.',
        'A nossa regra: algodão para o dia a dia com tempo ameno, merino para viagens, caminhadas e os meses frios. Seja qual for a escolha, lave em programa delicado e seque na horizontal para manter a forma.',
      ],
    },
    'light-small-apartment': {
      title: 'Cinco maneiras de levar luz a um apartamento pequeno',
      summary: 'Espelhos, têxteis claros e candeeiros a diferentes alturas podem fazer uma divisão pequena parecer duas vezes mais ampla.',
      body: [
        'Um apartamento pequeno pode parecer generoso quando a luz é a certa. Estes cinco hábitos fazem a maior diferença nas nossas próprias casas.',
        'Primeiro, mantenha as janelas livres: cortinas de linho leves deixam entrar a luz e dão privacidade. Segundo, pendure um espelho em frente ou ao lado de uma janela para levar a luz mais para dentro. Terceiro, escolha têxteis claros para as maiores superfícies, como a manta do sofá e a roupa de cama.',
        'Quarto, ilumine a várias alturas: um candeeiro suspenso sobre a mesa, um de pé para ler e um pequeno numa prateleira. Quinto, à noite use lâmpadas de luz quente, entre 2700 e 3000 kelvin, para que o ambiente seja calmo em vez de ofuscante.',
      ],
    },
    'ceramics-studio-visit': {
      title: 'Uma manhã na olaria por trás do nosso grés',
      summary: 'Passámos um dia com a pequena oficina familiar que torneia à mão as nossas canecas e taças.',
      body: [
        'O nosso grés é feito numa pequena oficina a duas horas a norte do Porto, onde três oleiros trabalham na roda desde manhã cedo. Cada caneca é torneada, acabada e vidrada à mão, por isso não há duas exatamente iguais.',
        'O barro é local e cozido a alta temperatura, o que torna as peças densas, resistentes a lascas e próprias para a máquina da loiça. Os vidrados são preparados na oficina a partir de alguns minerais naturais.',
        'Uma fornada demora cerca de três semanas desde o barro húmido até à peça acabada. É por isso que algumas cores esgotam e voltam um mês depois: preferimos esperar a apressar o forno.',
      ],
    },
    'capsule-wardrobe': {
      title: 'Como criar um guarda-roupa cápsula de doze peças',
      summary: 'Menos roupa, bem escolhida, torna mais fácil vestir-se. Uma lista prática para começar.',
      body: [
        'Um guarda-roupa cápsula é uma pequena coleção de roupa em que todas as peças combinam entre si. A ideia não é ter o mínimo possível, mas ter coisas que realmente veste.',
        'A nossa lista inicial tem doze peças: duas camisas de linho, duas t-shirts de algodão, uma camisola de merino, um casaco de malha, duas calças, uma saia ou uns calções, um casaco leve, um casaco quente e um cachecol. Escolha duas ou três cores base e uma cor de destaque.',
        'Viva uma estação com esta lista antes de comprar algo novo. Depressa verá o que falta e, com a mesma frequência, o que nunca usa.',
      ],
    },
    'candle-care': {
      title: 'Como fazer cada vela arder de forma limpa e uniforme',
      summary: 'O efeito túnel e o fumo negro podem ser evitados. Três pequenos hábitos para velas de soja e de cera de abelha.',
      body: [
        'A primeira vez é a mais importante. Deixe uma vela nova arder até a cera derretida chegar à borda do frasco, o que leva de uma a três horas. Se a apagar antes, a cera memoriza esse círculo e a vela abre um túnel no centro.',
        'Corte o pavio para cerca de 5 mm antes de cada utilização. Um pavio comprido dá uma chama alta e trémula que faz fumo e escurece o vidro.',
        'Mantenha as velas longe de correntes de ar, nunca as deixe acesas mais de quatro horas seguidas e pare quando restar cerca de 1 cm de cera no fundo do frasco.',
      ],
    },
    'plant-dyes': {
      title: 'Porque mudámos para tintas vegetais',
      summary: 'A garança, o índigo e a noz dão cor aos nossos cachecóis e capas de almofada. O que mudou e o que isso significa para si.',
      body: [
        'Há dois anos começámos a passar a nossa coleção têxtil de corantes sintéticos para tintas de origem vegetal. Hoje a maioria dos cachecóis e capas de almofada é tingida com raiz de garança, índigo, casca de noz ou casca de cebola.',
        'As tintas vegetais gastam menos água e nenhum metal pesado, e as cores têm uma profundidade difícil de imitar. Cada tingimento sai um pouco diferente, por isso o tom da sua peça pode variar ligeiramente em relação à fotografia.',
        'Para preservar a cor, lave em água fria com um detergente de pH neutro e seque longe do sol direto. Como todas as cores naturais, suavizam-se lentamente com o tempo.',
      ],
    },
    'calmer-bedroom': {
      title: 'Um quarto mais calmo para dormir melhor',
      summary: 'Roupa de cama respirável, um quarto mais escuro e uma pequena rotina ao fim do dia. Pequenas mudanças que ajudam a descansar.',
      body: [
        'Os investigadores do sono concordam em algumas condições simples: um quarto fresco, escuridão e silêncio. A roupa de cama e as cortinas podem ajudar nas três.',
        'O linho e o percal de algodão respiram bem e mantêm a frescura nas noites quentes; uma manta de lã aquece sem pesar quando a temperatura desce. Cortinas forradas bloqueiam a luz da rua e abafam o ruído.',
        'Por fim, dê ao quarto uma única função. Deixe o trabalho e os ecrãs de fora, baixe as luzes uma hora antes de deitar e deixe na mesa de cabeceira um livro em vez do telemóvel.',
      ],
    },
    'packing-light': {
      title: 'Viajar leve: um só saco para uma semana',
      summary: 'Como a nossa equipa viaja com um saco de pano e uma mochila pequena, faça o tempo que fizer.',
      body: [
        'Viajar leve começa com roupa que combina. Escolha uma família de cores e leve peças que possa usar de pelo menos três maneiras.',
        'Para uma semana levamos três partes de cima, uma camisola de merino, duas calças, um casaco leve, roupa interior e meias para quatro dias e um par de sapatos além dos que temos calçados. O merino e o linho lavam-se no lavatório e secam de um dia para o outro.',
        'Enrole a roupa macia em vez de a dobrar, guarde os produtos de higiene numa bolsa pequena e leve um saco de lona que se dobra para o mercado ou para a praia.',
      ],
    },
    'wool-throw-story': {
      title: 'Do velo à manta: como nascem as nossas mantas de lã',
      summary: 'As nossas mantas começam numa quinta da Serra da Estrela e terminam no tear de uma fábrica familiar.',
      body: [
        'A lã das nossas mantas vem de ovelhas bordaleiras que pastam nas montanhas da Serra da Estrela. Todas as primaveras o velo é tosquiado, lavado e escolhido à mão.',
        'A lã é fiada numa fábrica que trabalha com as mesmas famílias há quatro gerações e depois tecida em teares de lançadeira. Essa tecelagem lenta dá às mantas a sua textura densa e ligeiramente irregular.',
        'Por fim, cada manta é lavada em água da serra e cardada para levantar a superfície macia. Todo o processo demora cerca de seis semanas, e uma boa manta de lã aquece durante décadas.',
      ],
    },
    'winter-gift-guide': {
      title: 'Guia de presentes de inverno até 50 $',
      summary: 'Úteis, bonitos e fáceis de embrulhar. As escolhas da nossa equipa para amigos, família e colegas.',
      body: [
        'Os melhores presentes são os que se usam todos os dias. Este ano a nossa equipa escolheu presentes que custam menos de cinquenta dólares e não vão acabar numa gaveta.',
        'Para quem adora café, um par de canecas de grés torneadas à mão. Para os mais friorentos, meias de merino ou um gorro de lã canelado. Para quem recebe, uma vela de soja num frasco de vidro reutilizável ou um conjunto de guardanapos de linho.',
        'Todas as encomendas podem ser embrulhadas em papel reciclado, e juntamos um bilhete escrito à mão se nos deixar uma mensagem ao finalizar a compra.',
      ],
    },
    'mend-dont-replace': {
      title: 'Arranjar em vez de substituir: reparações simples para a roupa de que gosta',
      summary: 'Um botão solto, um pequeno buraco ou uma bainha desfiada arranjam-se em minutos. Um guia para principiantes.',
      body: [
        'A peça de roupa mais sustentável é aquela que já tem. A maioria dos estragos do dia a dia arranja-se na mesa da cozinha com agulha, linha e um pouco de paciência.',
        'Cosa um botão solto assim que der por isso, com alguns pontos extra à volta do pé. Cerza pequenos buracos na malha com lã a condizer antes que aumentem. Dobre uma bainha desfiada e prenda-a com um ponto invisível simples.',
        'Os remendos visíveis também são uma opção: um remendo de outra cor ou pontos vivos transformam uma reparação num pormenor. Todas as encomendas Aurora incluem botões de reserva quando a peça os tem.',
      ],
    },
  },
  pages: {
    brandstory: {
      title: 'A nossa história',
      summary: 'A Aurora nasceu em 2014 numa banca de mercado no Porto, com a convicção de que as coisas do dia a dia devem ser bem feitas.',
      body: [
        'A Aurora nasceu em 2014 numa banca de mercado no Porto, com alguns panos de cozinha de linho e a convicção de que as coisas do dia a dia devem ser bem feitas e durar muito tempo.',
        '## O que fazemos',
        'Hoje desenhamos artigos para a casa e roupa para o dia a dia: roupa de cama e camisas de linho, grés para a mesa, mantas de lã, velas e um pequeno guarda-roupa de malhas e casacos. A maior parte é feita em Portugal por oficinas que conhecemos pelo nome.',
        '## Como trabalhamos',
        'Produzimos em pequenas séries, usamos fibras naturais sempre que possível e pagamos de forma justa a quem faz as nossas peças. Preferimos esgotar uma cor a produzi-la em excesso. E quando algo se gasta, ajudamos a repará-lo.',
        '## Para onde vamos',
        'O nosso objetivo é simples: menos coisas e melhores, feitas por pessoas orgulhosas do seu ofício, e uma loja que trate os clientes como gostaríamos de ser tratados.',
      ],
    },
    aboutus: {
      title: 'Sobre nós',
      summary: 'Uma pequena equipa no Porto que desenha artigos para a casa e roupa em materiais naturais, com envios para todo o mundo.',
      body: [
        'Somos uma equipa de catorze pessoas no Porto: designers, um modelista, uma fotógrafa, pessoas que preparam as suas encomendas e pessoas que respondem às suas mensagens.',
        'Trabalhamos com onze oficinas e fábricas, nove delas em Portugal. Visitamo-las várias vezes por ano e indicamos na página de cada produto onde é feito.',
        'Enviamos para mais de quarenta países. As encomendas chegam normalmente em 15 a 20 dias, e pode escrever-nos todos os dias entre as 9:00 e as 21:00, hora de Lisboa.',
        'Aurora Home & Apparel, Lda. Registada no Porto, Portugal.',
      ],
    },
    shipping: {
      title: 'Envios e entregas',
      summary: 'Para onde enviamos, quanto custa e quanto tempo demora: a entrega mais rápida prevista é de 15 a 20 dias.',
      body: [
        'Enviamos do nosso armazém no Porto para mais de quarenta países. As encomendas são preparadas em dois dias úteis.',
        '## Prazos de entrega',
        'A entrega mais rápida prevista é de 15 a 20 dias a partir do envio. Zonas remotas e controlos alfandegários podem acrescentar alguns dias.',
        '## Custos',
        'Os portes são calculados no checkout com base no peso da encomenda e no destino. Encomendas acima de 120 $ têm envio gratuito para a maioria dos países.',
        '## Seguimento',
        'Assim que a sua encomenda sair, recebe um número de seguimento por e-mail e na sua conta, em As minhas encomendas.',
      ],
    },
    returns: {
      title: 'Devoluções e reembolsos',
      summary: 'Devolva artigos não usados até 30 dias após a entrega e receba o reembolso total no seu método de pagamento.',
      body: [
        'Se algo não estiver bem, pode devolver artigos não usados, no estado original, até 30 dias após a entrega.',
        '## Como devolver',
        'Abra a encomenda em As minhas encomendas, escolha Pedir reembolso, selecione os artigos e diga-nos o motivo. Enviamos-lhe uma etiqueta de devolução por e-mail.',
        '## Reembolsos',
        'Quando a encomenda chega, verificamo-la em três dias úteis e reembolsamos o valor no seu método de pagamento original. Consoante o banco, pode demorar mais cinco a dez dias a aparecer.',
        'Velas já acesas e artigos personalizados não podem ser devolvidos, a menos que cheguem danificados.',
      ],
    },
    privacy: {
      title: 'Política de privacidade',
      summary: 'Que dados pessoais recolhemos, porque precisamos deles e como os pode consultar, alterar ou apagar.',
      body: [
        'Recolhemos apenas os dados de que precisamos para gerir a loja: o seu nome, e-mail e morada de entrega, as suas encomendas e as mensagens que nos envia.',
        '## Como os usamos',
        'Usamos os seus dados para entregar as encomendas, responder às suas perguntas e, se subscrever, enviar a nossa newsletter. Nunca vendemos os seus dados.',
        '## Os seus direitos',
        'Pode consultar e alterar os seus dados na sua conta a qualquer momento. Para receber uma cópia dos seus dados ou pedir que os apaguemos, escreva-nos a partir da página de contacto.',
        'Guardamos os registos das encomendas durante o tempo exigido por lei e apagamos tudo o resto quando fecha a sua conta.',
      ],
    },
    terms: {
      title: 'Termos e condições',
      summary: 'As condições que se aplicam quando compra na Aurora: encomendas, preços, pagamento e responsabilidade.',
      body: [
        'Estes termos aplicam-se a todas as encomendas feitas na loja online da Aurora.',
        '## Encomendas e preços',
        'O contrato é celebrado quando confirmamos a sua encomenda por e-mail. Os preços são apresentados na moeda que escolher e cobrados em dólares americanos à taxa de câmbio indicada no checkout.',
        '## Pagamento',
        'O pagamento é feito no momento da encomenda. Enviamos assim que o pagamento for recebido.',
        '## Responsabilidade',
        'Somos responsáveis por entregar os produtos tal como descritos. Nada nestes termos limita os seus direitos legais enquanto consumidor.',
      ],
    },
  },
  groups: {
    orders: 'Encomendas e pagamento',
    shipping: 'Envios e entregas',
    returns: 'Devoluções e reembolsos',
    products: 'Produtos e cuidados',
    account: 'Conta e newsletter',
  },
  questions: {
    'how-to-order': [
      'Como faço uma encomenda?',
      'Adicione os artigos que quer ao carrinho, abra-o e escolha Avançar para o checkout. Introduza a morada, escolha um método de pagamento e confirme a encomenda. Recebe uma confirmação por e-mail.',
    ],
    'payment-methods': [
      'Que métodos de pagamento aceitam?',
      'Aceitamos os principais cartões de crédito e débito e os métodos de pagamento apresentados para o seu país no checkout. Os pagamentos são processados em segurança; nunca vemos nem guardamos o número do seu cartão.',
    ],
    currency: [
      'Em que moeda vou ser cobrado?',
      'Pode navegar em qualquer moeda indicada no cabeçalho. A encomenda é cobrada em dólares americanos; o valor na sua moeda usa a taxa de câmbio mostrada no momento da encomenda.',
    ],
    'change-order': [
      'Posso alterar ou cancelar a encomenda depois de a fazer?',
      'Enquanto a encomenda não for enviada, pode cancelá-la em As minhas encomendas. Para alterar uma morada ou um artigo, escreva-nos o mais depressa possível e faremos o nosso melhor.',
    ],
    'promo-code': [
      'Como uso um código promocional?',
      'Os seus códigos estão na sua conta, em Códigos promocionais. Escolha um no checkout; aplica-se quando a encomenda atinge o valor mínimo indicado no código.',
    ],
    'delivery-time': [
      'Quanto tempo demora a entrega?',
      'A entrega mais rápida prevista é de 15 a 20 dias após o envio. As encomendas são preparadas em dois dias úteis.',
    ],
    'shipping-cost': [
      'Quanto custam os portes?',
      'Dependem do peso e do destino e são apresentados no checkout antes de pagar. Encomendas acima de 120 $ têm envio gratuito para a maioria dos países.',
    ],
    'track-order': [
      'Como posso seguir a minha encomenda?',
      'Quando a encomenda é enviada, mandamos-lhe um número de seguimento por e-mail. Também o encontra na sua conta, em As minhas encomendas.',
    ],
    countries: [
      'Para que países enviam?',
      'Enviamos para mais de quarenta países na Europa, nas Américas e na Ásia. Se o seu país estiver disponível, aparece no formulário de morada no checkout.',
    ],
    customs: [
      'Vou ter de pagar direitos aduaneiros?',
      'Em entregas fora da União Europeia podem aplicar-se direitos e impostos de importação locais. São definidos pelo seu país e cobrados pela transportadora na entrega.',
    ],
    'return-policy': [
      'Qual é a vossa política de devoluções?',
      'Pode devolver artigos não usados, no estado original, até 30 dias após a entrega, com reembolso total.',
    ],
    'start-return': [
      'Como inicio uma devolução?',
      'Abra a encomenda em As minhas encomendas, escolha Pedir reembolso e selecione os artigos. Enviamos-lhe por e-mail uma etiqueta de devolução e as instruções.',
    ],
    'refund-time': [
      'Quando recebo o reembolso?',
      'Verificamos as devoluções em três dias úteis e depois reembolsamos o método de pagamento original. O seu banco pode precisar de mais cinco a dez dias para o mostrar.',
    ],
    'damaged-item': [
      'E se o artigo chegar danificado?',
      'Lamentamos muito! Envie-nos uma fotografia pelo formulário de contacto até sete dias após a entrega e mandamos um artigo novo ou reembolsamos o valor total, incluindo portes.',
    ],
    sizing: [
      'Como encontro o meu tamanho?',
      'Cada página de roupa tem uma tabela de tamanhos em centímetros e polegadas. Se estiver entre dois tamanhos, no nosso linho de corte largo escolha o mais pequeno; nas malhas, o maior.',
    ],
    materials: [
      'De onde vêm os vossos materiais?',
      'O nosso linho é tecido com linho europeu, a lã vem de quintas portuguesas e o barro do nosso grés é extraído perto da oficina que o coze. Cada página de produto indica a sua oficina.',
    ],
    'linen-shrink': [
      'O linho encolhe na lavagem?',
      'O nosso linho é pré-lavado, por isso encolhe muito pouco. Lave a 30–40 °C e evite a máquina de secar para manter o tamanho e a forma.',
    ],
    restock: [
      'Um artigo esgotado vai voltar?',
      'A maioria volta em quatro a oito semanas, porque produzimos em pequenas séries. Subscreva a newsletter para saber quando regressam.',
    ],
    'need-account': [
      'Preciso de conta para encomendar?',
      'Pode encher o carrinho como visitante, mas precisa de uma conta para fazer a encomenda. Com ela pode seguir encomendas, pedir reembolsos e guardar moradas.',
    ],
    'forgot-password': [
      'Esqueci-me da palavra-passe. O que faço?',
      'Na página de início de sessão escolha Esqueci-me da palavra-passe e introduza o seu e-mail. Enviamos-lhe um código de verificação para definir uma nova.',
    ],
    'newsletter-frequency': [
      'Com que frequência enviam a newsletter?',
      'Cerca de duas vezes por mês: novas coleções, histórias de quem faz as nossas peças e uma ou outra oferta. Nunca mais de quatro e-mails por mês.',
    ],
    unsubscribe: [
      'Como cancelo a subscrição?',
      'Cada newsletter tem no fim uma ligação para cancelar a subscrição. Basta um clique e não voltamos a escrever-lhe.',
    ],
  },
  photos: {
    'stoneware-mugs': ['Canecas de grés', 'Duas canecas de grés torneadas à mão, em terracota e areia, a fumegar na luz da manhã'],
    'linen-bedding': ['Roupa de cama de linho lavado', 'Uma cama feita com linho lavado cor de aveia, uma almofada branca e uma cabeceira de madeira escura'],
    'wool-throw': ['Manta de lã na cadeira de leitura', 'Uma manta de lã cor de ferrugem sobre uma cadeira de madeira junto à janela'],
    'ceramic-vases': ['Três jarras de cerâmica', 'Três jarras de cerâmica em salva, creme e antracite, uma com um ramo seco'],
    'autumn-table': ['Uma mesa de outono', 'Uma mesa de madeira posta com dois pratos, uma vela pequena, um copo e uma jarra com um ramo'],
    'soy-candles': ['Velas de soja', 'Três velas de soja acesas, de alturas diferentes, em frascos de vidro'],
    'merino-sweater': ['Camisola de merino', 'Uma camisola azul de merino com barra canelada num cabide de madeira'],
    'linen-shirt': ['Camisa de linho', 'Uma camisa branca de linho com botões pendurada num cabide'],
    'canvas-tote': ['Saco de lona', 'Um saco de lona cor de areia com asas compridas e um bolso à frente'],
    'striped-scarf': ['Cachecol às riscas', 'Um cachecol comprido às riscas azuis e creme com franjas'],
    'paper-lamp': ['Candeeiro suspenso de papel', 'Um candeeiro suspenso redondo de papel aceso sobre um aparador com livros'],
    'olive-tree': ['Oliveira em vaso de terracota', 'Uma pequena oliveira num vaso de terracota num chão soalheiro'],
    'waffle-towels': ['Toalhas favo de mel', 'Uma pilha de toalhas favo de mel dobradas em areia, branco e castanho'],
    'rust-cushions': ['Almofadas em ferrugem e areia', 'Um sofá baixo com três almofadas em ferrugem, areia e branco'],
    'breakfast-bowls': ['Taças de pequeno-almoço', 'Três taças de grés empilhadas de tamanhos diferentes'],
    'potters-wheel': ['A roda do oleiro', 'Uma jarra de barro meio torneada na roda do oleiro na oficina'],
    'rain-jacket': ['Casaco de algodão encerado', 'Um casaco verde-escuro de algodão encerado com bolsos num cabide'],
    'wool-beanie': ['Gorro de lã canelado', 'Um gorro de lã canelado cor de ferrugem com pompom'],
    'oak-chair': ['Cadeira de carvalho', 'Uma cadeira simples de carvalho com costas de ripas'],
    'glass-carafe': ['Jarro de vidro e copos', 'Um jarro de água de vidro entre dois copos'],
    'linen-apron': ['Avental de linho', 'Um avental verde de linho com bolso à frente num cabide'],
    'wool-socks': ['Meias de lã', 'Um par de meias de lã cor de mostarda com punhos às riscas'],
    'woven-baskets': ['Cestos de arrumação entrançados', 'Dois cestos entrançados de junco marinho de tamanhos diferentes'],
    'shop-window': ['A nossa loja no Porto', 'A fachada da loja Aurora no Porto com um toldo às riscas, uma montra e uma porta verde'],
  },
  contact: {
    intro: 'Dúvidas sobre uma encomenda, um produto ou uma devolução? Escreva-nos e respondemos em um dia útil.',
    address: 'Aurora Home & Apparel, Rua das Flores 48, 4050-262 Porto, Portugal',
    hours: 'Todos os dias, das 9:00 às 21:00 (hora de Lisboa)',
  },
};
