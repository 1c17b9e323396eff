import type { ContentTexts } from './structure';

export const fr: ContentTexts = {
  locale: 'fr',
  articles: {
    'linen-care-guide': {
      title: 'Entretenir le lin pour qu’il dure des années',
      summary: 'Le lin s’adoucit à chaque lavage si on le traite bien. Notre routine simple pour le linge de lit, les chemises et le linge de table.',
      body: [
        'Le lin est l’un des plus anciens tissus qui soient, et l’un des plus indulgents. La fibre est longue et solide : un drap ou une chemise en lin bien faits peuvent durer dix ans. Ce qui raccourcit sa vie, c’est la chaleur : l’eau très chaude, le sèche-linge et le fer trop chaud.',
        '## Le lavage',
        'Lavez le lin à 30 ou 40 °C avec une lessive liquide douce et oubliez l’adoucissant, qui enrobe les fibres et les rend moins absorbantes. Ne surchargez pas le tambour : le lin a besoin d’espace, sinon il ressort froissé et raide.',
        '## Séchage et repassage',
        'Faites-le sécher sur un fil, à l’ombre, dès que possible, et secouez chaque pièce avant de l’étendre. Pour un aspect net, repassez-le encore légèrement humide. Si vous aimez le style décontracté, pliez-le directement en le décrochant et laissez les plis faire partie de son charme.',
      ],
    },
    'autumn-table-setting': {
      title: 'Dresser une table d’automne avec ce que vous avez déjà',
      summary: 'Nul besoin d’un nouveau service pour une table chaleureuse. Des superpositions, des bougies et quelques branches font l’essentiel.',
      body: [
        'Quand les soirées raccourcissent, nous passons plus de temps à table. Une table accueillante tient moins à des assiettes assorties qu’aux textures et à la lumière.',
        'Commencez par une nappe ou un chemin de table en lin dans un ton chaud, rouille ou avoine. Mélangez les assiettes que vous possédez déjà : grès et porcelaine s’accordent bien quand les couleurs sont proches. Pliez les serviettes simplement plutôt qu’en formes rigides.',
        'Terminez par des bougies basses, pour que les convives se voient d’un bout à l’autre, et quelques branches ou herbes séchées dans un vase simple. Gardez le centre bas, la conversation fera le reste.',
      ],
    },
    'merino-or-cotton': {
      title: 'Mérinos ou coton : choisir sa première couche en toute saison',
      summary: 'Les deux fibres ont leur place dans une bonne garde-robe. Voici quand nous choisissons l’une ou l’autre, et pourquoi.',
      body: [
        'Le coton est doux, facile à laver et agréable par temps chaud. Il absorbe bien l’humidité, ce qui est plaisant en été, mais il reste humide dès que l’on transpire.',
        'La laine mérinos est plus fine que la laine ordinaire et ne gratte pas. Elle tient chaud même légèrement humide, régule la température pendant l’effort et résiste aux odeurs : on la lave donc beaucoup moins souvent.',
        'Notre règle : le coton pour le quotidien par temps doux, le mérinos pour les voyages, la marche et les mois froids. Dans les deux cas, lavez en cycle délicat et séchez à plat pour garder la forme.',
      ],
    },
    'light-small-apartment': {
      title: 'Cinq façons d’apporter de la lumière dans un petit appartement',
      summary: 'Des miroirs, des textiles clairs et des lampes à différentes hauteurs peuvent rendre une petite pièce deux fois plus ouverte.',
      body: [
        'Un petit appartement peut paraître spacieux quand la lumière est juste. Ces cinq habitudes font la plus grande différence chez nous.',
        'Un : dégagez les fenêtres, des voilages en lin laissent entrer le jour tout en préservant l’intimité. Deux : accrochez un miroir face à une fenêtre ou à côté pour renvoyer la lumière au fond de la pièce. Trois : choisissez des textiles clairs pour les plus grandes surfaces, comme le plaid du canapé et le linge de lit.',
        'Quatre : éclairez à plusieurs hauteurs, une suspension pour la table, un lampadaire pour lire et une petite lampe sur une étagère. Cinq : le soir, utilisez des ampoules chaudes, entre 2 700 et 3 000 kelvins, pour une pièce apaisante plutôt qu’éblouissante.',
      ],
    },
    'ceramics-studio-visit': {
      title: 'Une matinée dans l’atelier de céramique derrière notre grès',
      summary: 'Nous avons passé une journée avec le petit atelier familial qui tourne nos tasses et nos bols à la main.',
      body: [
        'Notre grès est fabriqué dans un petit atelier à deux heures au nord de Porto, où trois potiers travaillent au tour dès le petit matin. Chaque tasse est tournée, tournassée et émaillée à la main : aucune n’est tout à fait identique.',
        'L’argile est locale et cuite à haute température, ce qui rend les pièces denses, résistantes aux chocs et compatibles avec le lave-vaisselle. Les émaux sont préparés à l’atelier à partir de quelques minéraux naturels.',
        'Une fournée demande environ trois semaines entre l’argile humide et la pièce finie. C’est pourquoi certaines couleurs sont épuisées puis reviennent un mois plus tard : nous préférons attendre plutôt que de presser le four.',
      ],
    },
    'capsule-wardrobe': {
      title: 'Construire une garde-robe capsule de douze pièces',
      summary: 'Moins de vêtements, bien choisis, rendent l’habillage plus simple. Une liste pratique pour commencer.',
      body: [
        'Une garde-robe capsule est une petite collection de vêtements qui s’accordent tous entre eux. Le but n’est pas de posséder le moins possible, mais de posséder ce que l’on porte vraiment.',
        'Notre liste de départ compte douze pièces : deux chemises en lin, deux T-shirts en coton, un pull en mérinos, un cardigan, deux pantalons, une jupe ou un short, une veste légère, un manteau chaud et une écharpe. Choisissez deux ou trois couleurs de base et une couleur d’accent.',
        'Vivez une saison avec cette liste avant d’acheter quoi que ce soit. Vous verrez vite ce qui manque et, tout aussi souvent, ce que vous ne portez jamais.',
      ],
    },
    'candle-care': {
      title: 'Une combustion propre et régulière pour chaque bougie',
      summary: 'L’effet tunnel et la fumée noire peuvent être évités. Trois petites habitudes pour les bougies en soja et en cire d’abeille.',
      body: [
        'La première combustion est la plus importante. Laissez brûler une bougie neuve jusqu’à ce que la cire fondue atteigne le bord du pot, ce qui prend une à trois heures. Si vous l’éteignez plus tôt, la cire garde ce cercle en mémoire et la bougie creuse un tunnel au centre.',
        'Coupez la mèche à environ 5 mm avant chaque utilisation. Une mèche trop longue produit une flamme haute et vacillante qui fume et noircit le verre.',
        'Éloignez les bougies des courants d’air, ne les laissez jamais brûler plus de quatre heures d’affilée et arrêtez quand il reste environ 1 cm de cire au fond du pot.',
      ],
    },
    'plant-dyes': {
      title: 'Pourquoi nous sommes passés aux teintures végétales',
      summary:
        'La garance, l’indigo et le brou de noix donnent leur couleur à nos écharpes et housses de coussin. Ce qui a changé et ce que cela signifie pour vous.',
      body: [
        'Il y a deux ans, nous avons commencé à remplacer les teintures synthétiques de notre collection textile par des teintures végétales. Aujourd’hui, la plupart des écharpes et housses de coussin sont teintes à la racine de garance, à l’indigo, au brou de noix ou aux pelures d’oignon.',
        'Les teintures végétales consomment moins d’eau, sans métaux lourds, et leurs couleurs ont une profondeur difficile à imiter. Chaque bain est un peu différent, c’est pourquoi la nuance de votre pièce peut varier légèrement de la photo.',
        'Pour préserver la couleur, lavez à l’eau froide avec une lessive au pH neutre et séchez à l’abri du soleil direct. Comme toutes les couleurs naturelles, elles s’adoucissent avec le temps.',
      ],
    },
    'calmer-bedroom': {
      title: 'Une chambre plus calme pour mieux dormir',
      summary: 'Un linge de lit respirant, une pièce plus sombre et un court rituel du soir. De petits changements pour mieux se reposer.',
      body: [
        'Les spécialistes du sommeil s’accordent sur quelques conditions simples : une pièce fraîche, l’obscurité et le calme. Le linge de lit et les rideaux peuvent aider sur les trois points.',
        'Le lin et le percale de coton respirent bien et gardent la fraîcheur les nuits chaudes ; une couverture en laine réchauffe sans alourdir quand la température baisse. Des rideaux doublés bloquent la lumière de la rue et atténuent le bruit.',
        'Enfin, donnez une seule fonction à la pièce. Laissez le travail et les écrans dehors, baissez la lumière une heure avant le coucher et posez un livre sur la table de nuit plutôt qu’un téléphone.',
      ],
    },
    'packing-light': {
      title: 'Voyager léger : un seul sac pour une semaine',
      summary: 'Comment notre équipe voyage avec un seul cabas et un petit sac à dos, quel que soit le temps.',
      body: [
        'Voyager léger commence par des vêtements qui se combinent. Choisissez une famille de couleurs et emportez des pièces qui se portent d’au moins trois façons.',
        'Pour une semaine, nous emportons trois hauts, un pull en mérinos, deux pantalons, une veste légère, des sous-vêtements et des chaussettes pour quatre jours et une paire de chaussures en plus de celles que nous portons. Le mérinos et le lin se lavent dans un lavabo et sèchent en une nuit.',
        'Roulez les vêtements souples au lieu de les plier, rangez les produits de toilette dans une petite trousse et prenez un cabas en toile qui se plie à plat pour le marché ou la plage.',
      ],
    },
    'wool-throw-story': {
      title: 'De la toison au plaid : comment naissent nos plaids en laine',
      summary: 'Nos plaids commencent dans une ferme de la Serra da Estrela et se terminent sur le métier d’une filature familiale.',
      body: [
        'La laine de nos plaids provient de brebis Bordaleira qui pâturent dans les montagnes de la Serra da Estrela. Chaque printemps, la toison est tondue, lavée et triée à la main.',
        'La laine est filée dans une filature qui travaille avec les mêmes familles depuis quatre générations, puis tissée sur des métiers à navette. Ce tissage lent donne aux plaids leur texture dense et légèrement irrégulière.',
        'Enfin, chaque plaid est lavé à l’eau de montagne et gratté pour faire lever sa surface douce. L’ensemble prend environ six semaines, et un bon plaid en laine vous tiendra chaud pendant des décennies.',
      ],
    },
    'winter-gift-guide': {
      title: 'Idées cadeaux d’hiver à moins de 50 $',
      summary: 'Utiles, beaux et faciles à emballer. Les choix de notre équipe pour les amis, la famille et les collègues.',
      body: [
        'Les meilleurs cadeaux sont ceux que l’on utilise tous les jours. Cette année, notre équipe a choisi des présents à moins de cinquante dollars qui ne finiront pas au fond d’un tiroir.',
        'Pour l’amateur de café, une paire de tasses en grès tournées à la main. Pour les frileux, des chaussettes en mérinos ou un bonnet en laine côtelé. Pour ceux qui reçoivent, une bougie de soja dans un pot en verre réutilisable ou un lot de serviettes en lin.',
        'Chaque commande peut être emballée dans du papier recyclé, et nous ajoutons un mot manuscrit si vous nous laissez un message lors de la commande.',
      ],
    },
    'mend-dont-replace': {
      title: 'Réparer plutôt que remplacer : des réparations simples pour vos vêtements préférés',
      summary: 'Un bouton qui se découd, un petit trou ou un ourlet effiloché se réparent en quelques minutes. Un guide pour débutants.',
      body: [
        'Le vêtement le plus durable est celui que l’on possède déjà. La plupart des petits dégâts du quotidien se réparent sur la table de la cuisine avec une aiguille, du fil et un peu de patience.',
        'Recousez un bouton dès que vous le voyez bouger, avec quelques points de plus autour de la tige. Reprisez les petits trous des tricots avec une laine assortie avant qu’ils ne s’agrandissent. Remontez un ourlet effiloché et fixez-le avec un simple point glissé.',
        'La réparation visible est aussi une option : une pièce contrastée ou des points colorés transforment une réparation en détail. Chaque commande Aurora comprend des boutons de rechange lorsque le vêtement en a.',
      ],
    },
  },
  pages: {
    brandstory: {
      title: 'Notre histoire',
      summary: 'Aurora est né en 2014 sur un stand de marché à Porto, avec la conviction que les objets du quotidien doivent être bien faits.',
      body: [
        'Aurora est né en 2014 sur un stand de marché à Porto, avec quelques torchons en lin et la conviction que les objets du quotidien doivent être bien faits et durer longtemps.',
        '## Ce que nous faisons',
        'Aujourd’hui, nous dessinons de la maison et des vêtements pour la vie de tous les jours : linge de lit et chemises en lin, grès pour la table, plaids en laine, bougies et une petite garde-robe de mailles et de vestes. La plupart sont fabriqués au Portugal par des ateliers que nous connaissons personnellement.',
        '## Notre façon de travailler',
        'Nous produisons en petites séries, utilisons des fibres naturelles dès que possible et rémunérons équitablement nos artisans. Nous préférons être en rupture d’une couleur plutôt que de trop produire. Et quand quelque chose s’use, nous vous aidons à le réparer.',
        '## Où nous allons',
        'Notre objectif est simple : moins d’objets, mais de meilleurs, faits par des gens fiers de leur métier, et une boutique qui traite ses clients comme nous aimerions être traités.',
      ],
    },
    aboutus: {
      title: 'Qui sommes-nous',
      summary: 'Une petite équipe à Porto qui dessine de la maison et des vêtements en matières naturelles, expédiés dans le monde entier.',
      body: [
        'Nous sommes une équipe de quatorze personnes à Porto : des stylistes, un modéliste, une photographe, des personnes qui préparent vos colis et d’autres qui répondent à vos messages.',
        'Nous travaillons avec onze ateliers et filatures, dont neuf au Portugal. Nous leur rendons visite plusieurs fois par an et indiquons sur chaque fiche produit où il est fabriqué.',
        'Nous livrons dans plus de quarante pays. Les commandes arrivent généralement en 15 à 20 jours, et vous pouvez nous écrire tous les jours de 9 h à 21 h, heure de Lisbonne.',
        'Aurora Home & Apparel, Lda. Immatriculée à Porto, Portugal.',
      ],
    },
    shipping: {
      title: 'Expédition et livraison',
      summary: 'Où nous livrons, combien cela coûte et combien de temps il faut : la livraison la plus rapide prévue est de 15 à 20 jours.',
      body: [
        'Nous expédions depuis notre entrepôt de Porto vers plus de quarante pays. Les commandes sont préparées sous deux jours ouvrés.',
        '## Délais de livraison',
        'La livraison la plus rapide prévue est de 15 à 20 jours à compter de l’expédition. Les zones reculées et les contrôles douaniers peuvent ajouter quelques jours.',
        '## Frais',
        'Les frais de port sont calculés lors de la commande selon le poids et la destination. Les commandes de plus de 120 $ sont livrées gratuitement dans la plupart des pays.',
        '## Suivi',
        'Dès que votre colis part, vous recevez un numéro de suivi par e-mail et dans votre compte, rubrique Mes commandes.',
      ],
    },
    returns: {
      title: 'Retours et remboursements',
      summary: 'Retournez les articles non utilisés dans les 30 jours suivant la livraison pour un remboursement intégral sur votre moyen de paiement.',
      body: [
        'Si quelque chose ne convient pas, vous pouvez retourner les articles non utilisés, dans leur état d’origine, dans les 30 jours suivant la livraison.',
        '## Comment retourner un article',
        'Ouvrez la commande dans Mes commandes, choisissez Demander un remboursement, sélectionnez les articles et indiquez-nous la raison. Nous vous envoyons une étiquette de retour par e-mail.',
        '## Remboursements',
        'À réception du colis, nous le vérifions sous trois jours ouvrés et remboursons le montant sur votre moyen de paiement d’origine. Selon votre banque, il peut falloir encore cinq à dix jours pour le voir apparaître.',
        'Les bougies déjà allumées et les articles personnalisés ne peuvent pas être retournés, sauf s’ils arrivent endommagés.',
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      summary: 'Quelles données personnelles nous collectons, pourquoi nous en avons besoin et comment les consulter, les modifier ou les supprimer.',
      body: [
        'Nous collectons uniquement les données nécessaires au fonctionnement de la boutique : votre nom, votre e-mail et votre adresse de livraison, vos commandes et les messages que vous nous envoyez.',
        '## Comment nous les utilisons',
        'Nous utilisons vos données pour livrer vos commandes, répondre à vos questions et, si vous vous abonnez, vous envoyer notre newsletter. Nous ne vendons jamais vos données.',
        '## Vos droits',
        'Vous pouvez consulter et modifier vos informations à tout moment dans votre compte. Pour obtenir une copie de vos données ou les faire supprimer, écrivez-nous depuis la page contact.',
        'Nous conservons les données de commande aussi longtemps que la loi l’exige et supprimons tout le reste à la fermeture de votre compte.',
      ],
    },
    terms: {
      title: 'Conditions générales de vente',
      summary: 'Les conditions applicables à vos achats chez Aurora : commandes, prix, paiement et responsabilité.',
      body: [
        'Ces conditions s’appliquent à toute commande passée sur la boutique en ligne Aurora.',
        '## Commandes et prix',
        'Le contrat est conclu lorsque nous confirmons votre commande par e-mail. Les prix sont affichés dans la devise de votre choix et facturés en dollars américains au taux de change indiqué lors de la commande.',
        '## Paiement',
        'Le paiement est dû au moment de la commande. Nous expédions dès réception du paiement.',
        '## Responsabilité',
        'Nous sommes responsables de la livraison des produits conformes à leur description. Rien dans ces conditions ne limite vos droits légaux de consommateur.',
      ],
    },
  },
  groups: {
    orders: 'Commandes et paiement',
    shipping: 'Expédition et livraison',
    returns: 'Retours et remboursements',
    products: 'Produits et entretien',
    account: 'Compte et newsletter',
  },
  questions: {
    'how-to-order': [
      'Comment passer une commande ?',
      'Ajoutez les articles souhaités au panier, ouvrez-le et choisissez Passer à la caisse. Saisissez votre adresse, choisissez un moyen de paiement et confirmez la commande. Vous recevrez une confirmation par e-mail.',
    ],
    'payment-methods': [
      'Quels moyens de paiement acceptez-vous ?',
      'Nous acceptons les principales cartes de crédit et de débit ainsi que les moyens de paiement affichés pour votre pays lors de la commande. Les paiements sont sécurisés ; nous ne voyons ni ne conservons jamais votre numéro de carte.',
    ],
    currency: [
      'Dans quelle devise serai-je débité ?',
      'Vous pouvez naviguer dans toutes les devises proposées dans l’en-tête. La commande est facturée en dollars américains ; le montant dans votre devise utilise le taux de change affiché au moment de la commande.',
    ],
    'change-order': [
      'Puis-je modifier ou annuler ma commande ?',
      'Tant que la commande n’est pas expédiée, vous pouvez l’annuler depuis Mes commandes. Pour changer une adresse ou un article, écrivez-nous au plus vite et nous ferons de notre mieux.',
    ],
    'promo-code': [
      'Comment utiliser un code promo ?',
      'Vos codes promo figurent dans votre compte, rubrique Codes promo. Choisissez-en un lors de la commande ; il s’applique dès que la commande atteint le minimum d’achat indiqué sur le code.',
    ],
    'delivery-time': [
      'Combien de temps prend la livraison ?',
      'La livraison la plus rapide prévue est de 15 à 20 jours après l’expédition. Les commandes sont préparées sous deux jours ouvrés.',
    ],
    'shipping-cost': [
      'Combien coûte la livraison ?',
      'Les frais dépendent du poids et de la destination et s’affichent avant le paiement. Les commandes de plus de 120 $ sont livrées gratuitement dans la plupart des pays.',
    ],
    'track-order': [
      'Comment suivre ma commande ?',
      'À l’expédition, nous vous envoyons un numéro de suivi par e-mail. Vous le trouvez aussi dans votre compte, rubrique Mes commandes.',
    ],
    countries: [
      'Dans quels pays livrez-vous ?',
      'Nous livrons dans plus de quarante pays en Europe, en Amérique et en Asie. Si votre pays est desservi, il apparaît dans le formulaire d’adresse lors de la commande.',
    ],
    customs: [
      'Devrai-je payer des droits de douane ?',
      'Pour les livraisons hors de l’Union européenne, des droits et taxes d’importation locaux peuvent s’appliquer. Ils sont fixés par votre pays et perçus par le transporteur à la livraison.',
    ],
    'return-policy': [
      'Quelle est votre politique de retour ?',
      'Vous pouvez retourner les articles non utilisés, dans leur état d’origine, dans les 30 jours suivant la livraison, pour un remboursement intégral.',
    ],
    'start-return': [
      'Comment faire un retour ?',
      'Ouvrez la commande dans Mes commandes, choisissez Demander un remboursement et sélectionnez les articles. Nous vous envoyons par e-mail une étiquette de retour et les instructions.',
    ],
    'refund-time': [
      'Quand serai-je remboursé ?',
      'Nous vérifions les colis retournés sous trois jours ouvrés, puis remboursons votre moyen de paiement d’origine. Votre banque peut mettre cinq à dix jours de plus pour l’afficher.',
    ],
    'damaged-item': [
      'Que faire si mon article arrive endommagé ?',
      'Nous en sommes désolés ! Envoyez-nous une photo via le formulaire de contact dans les sept jours suivant la livraison et nous vous enverrons un remplacement ou un remboursement intégral, frais de port compris.',
    ],
    sizing: [
      'Comment trouver ma taille ?',
      'Chaque fiche vêtement comporte un tableau des tailles en centimètres et en pouces. Si vous hésitez entre deux tailles, prenez la plus petite pour notre lin à la coupe ample, et la plus grande pour la maille.',
    ],
    materials: [
      'D’où viennent vos matières ?',
      'Notre lin est tissé à partir de lin européen, notre laine vient de fermes portugaises et l’argile de notre grès est extraite près de l’atelier qui la cuit. Chaque fiche produit nomme son atelier.',
    ],
    'linen-shrink': [
      'Le lin rétrécit-il au lavage ?',
      'Notre lin est prélavé et rétrécit donc très peu. Lavez à 30–40 °C et évitez le sèche-linge pour préserver la taille et la forme.',
    ],
    restock: [
      'Un article épuisé reviendra-t-il ?',
      'La plupart des articles reviennent en quatre à huit semaines, car nous produisons en petites séries. Abonnez-vous à la newsletter pour être prévenu de leur retour.',
    ],
    'need-account': [
      'Faut-il un compte pour commander ?',
      'Vous pouvez remplir votre panier en tant que visiteur, mais il faut un compte pour passer commande. Il permet de suivre vos commandes, de demander des remboursements et d’enregistrer vos adresses.',
    ],
    'forgot-password': [
      'J’ai oublié mon mot de passe. Que faire ?',
      'Sur la page de connexion, choisissez Mot de passe oublié et saisissez votre adresse e-mail. Nous vous enverrons un code de vérification pour définir un nouveau mot de passe.',
    ],
    'newsletter-frequency': [
      'À quelle fréquence envoyez-vous la newsletter ?',
      'Environ deux fois par mois : nouvelles collections, histoires de nos artisans et offres occasionnelles. Jamais plus de quatre e-mails par mois.',
    ],
    unsubscribe: [
      'Comment me désabonner ?',
      'Chaque newsletter contient un lien de désabonnement en bas de page. Un clic suffit, et nous ne vous écrirons plus.',
    ],
  },
  photos: {
    'stoneware-mugs': ['Tasses en grès', 'Deux tasses en grès tournées à la main, terre cuite et sable, d’où s’échappe de la vapeur dans la lumière du matin'],
    'linen-bedding': ['Linge de lit en lin lavé', 'Un lit fait de linge en lin lavé couleur avoine, avec un oreiller blanc et une tête de lit en bois sombre'],
    'wool-throw': ['Plaid en laine sur un fauteuil de lecture', 'Un plaid en laine rouille posé sur une chaise en bois près de la fenêtre'],
    'ceramic-vases': ['Trois vases en céramique', 'Trois vases en céramique sauge, crème et anthracite, l’un contenant une branche séchée'],
    'autumn-table': ['Une table d’automne', 'Une table en bois dressée avec deux assiettes, une petite bougie, un verre et un vase avec une branche'],
    'soy-candles': ['Bougies de soja', 'Trois bougies de soja allumées de hauteurs différentes dans des pots en verre'],
    'merino-sweater': ['Pull en mérinos', 'Un pull bleu en mérinos à bas côtelé sur un cintre en bois'],
    'linen-shirt': ['Chemise en lin', 'Une chemise blanche en lin boutonnée suspendue à un cintre'],
    'canvas-tote': ['Cabas en toile', 'Un cabas en toile couleur sable avec de longues anses et une poche avant'],
    'striped-scarf': ['Écharpe rayée', 'Une longue écharpe rayée bleu et crème avec des franges'],
    'paper-lamp': ['Suspension en papier', 'Une suspension ronde en papier allumée au-dessus d’un buffet avec des livres'],
    'olive-tree': ['Olivier en pot de terre cuite', 'Un petit olivier dans un pot en terre cuite sur un sol ensoleillé'],
    'waffle-towels': ['Serviettes nid d’abeille', 'Une pile de serviettes nid d’abeille pliées, sable, blanches et brunes'],
    'rust-cushions': ['Coussins rouille et sable', 'Un canapé bas avec trois coussins rouille, sable et blanc'],
    'breakfast-bowls': ['Bols du petit-déjeuner', 'Trois bols en grès empilés de tailles différentes'],
    'potters-wheel': ['Le tour du potier', 'Un vase en argile à moitié tourné sur le tour du potier à l’atelier'],
    'rain-jacket': ['Veste en coton ciré', 'Une veste vert foncé en coton ciré avec des poches, sur un cintre'],
    'wool-beanie': ['Bonnet en laine côtelé', 'Un bonnet en laine côtelé rouille avec un pompon'],
    'oak-chair': ['Chaise en chêne', 'Une chaise simple en chêne au dossier à barreaux'],
    'glass-carafe': ['Carafe et verres', 'Une carafe d’eau en verre entre deux gobelets'],
    'linen-apron': ['Tablier en lin', 'Un tablier vert en lin avec une poche avant, sur un cintre'],
    'wool-socks': ['Chaussettes en laine', 'Une paire de chaussettes en laine moutarde aux revers rayés'],
    'woven-baskets': ['Paniers de rangement tressés', 'Deux paniers tressés en jonc de mer de tailles différentes'],
    'shop-window': ['Notre boutique à Porto', 'La façade de la boutique Aurora à Porto avec un store rayé, une vitrine et une porte verte'],
  },
  contact: {
    intro: 'Une question sur une commande, un produit ou un retour ? Écrivez-nous, nous répondons sous un jour ouvré.',
    address: 'Aurora Home & Apparel, Rua das Flores 48, 4050-262 Porto, Portugal',
    hours: 'Tous les jours, de 9 h à 21 h (heure de Lisbonne)',
  },
};
