import type { Namespace } from './catalogue';

/** Messages of the contact form and the newsletter signup; the `content` namespace of messages.ts. */
const en = {
  'contact.received': 'Thank you, {{name}}. We have received your message and will reply within one business day.',
  'contact.tooMany': 'You have sent several messages in a short time. Please wait a few minutes before sending another one.',
  'newsletter.subscribed': 'Thank you for subscribing! If this address is new to our newsletter, a one-time welcome code is on its way to it.',
  'newsletter.codeSubject': 'Your newsletter welcome code',
  'newsletter.codeText_one':
    'Thank you for subscribing to our newsletter. Your one-time code {{code}} takes {{amount}} off one order of {{minSpend}} or more and is valid for {{count}} day. Log in and enter it at checkout or under Promo codes; it can be claimed by one account.',
  'newsletter.codeText_other':
    'Thank you for subscribing to our newsletter. Your one-time code {{code}} takes {{amount}} off one order of {{minSpend}} or more and is valid for {{count}} days. Log in and enter it at checkout or under Promo codes; it can be claimed by one account.',
};

export const contentMessages = {
  en,
  cn: {
    'contact.received': '谢谢你，{{name}}。我们已收到你的留言，会在一个工作日内回复。',
    'contact.tooMany': '你在短时间内发送了多条留言，请等几分钟后再发送。',
    'newsletter.subscribed': '感谢订阅！如果这是新订阅的邮箱，一次性欢迎优惠码已发送到该邮箱。',
    'newsletter.codeSubject': '你的订阅欢迎优惠码',
    'newsletter.codeText_other':
      '感谢订阅我们的新闻邮件。你的一次性优惠码 {{code}} 可在一笔满 {{minSpend}} 的订单中减免 {{amount}}，{{count}} 天内有效。登录后在结算时或“优惠码”中输入即可，只能由一个账户领取。',
  },
  de: {
    'contact.received': 'Vielen Dank, {{name}}. Wir haben Ihre Nachricht erhalten und antworten innerhalb eines Werktages.',
    'contact.tooMany': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten, bevor Sie eine weitere senden.',
    'newsletter.subscribed': 'Danke für Ihr Abonnement! Ist diese Adresse neu in unserem Newsletter, ist ein einmaliger Willkommenscode zu ihr unterwegs.',
    'newsletter.codeSubject': 'Ihr Willkommenscode zum Newsletter',
    'newsletter.codeText_one':
      'Danke, dass Sie unseren Newsletter abonniert haben. Ihr einmaliger Code {{code}} spart {{amount}} bei einer Bestellung ab {{minSpend}} und ist {{count}} Tag gültig. Melden Sie sich an und geben Sie ihn an der Kasse oder unter „Aktionscodes“ ein; er kann von einem Konto eingelöst werden.',
    'newsletter.codeText_other':
      'Danke, dass Sie unseren Newsletter abonniert haben. Ihr einmaliger Code {{code}} spart {{amount}} bei einer Bestellung ab {{minSpend}} und ist {{count}} Tage gültig. Melden Sie sich an und geben Sie ihn an der Kasse oder unter „Aktionscodes“ ein; er kann von einem Konto eingelöst werden.',
  },
  es: {
    'contact.received': 'Gracias, {{name}}. Hemos recibido tu mensaje y te responderemos en un día hábil.',
    'contact.tooMany': 'Has enviado varios mensajes en poco tiempo. Espera unos minutos antes de enviar otro.',
    'newsletter.subscribed':
      '¡Gracias por suscribirte! Si esta dirección es nueva en nuestro boletín, le hemos enviado un código de bienvenida de un solo uso.',
    'newsletter.codeSubject': 'Tu código de bienvenida del boletín',
    'newsletter.codeText_one':
      'Gracias por suscribirte a nuestro boletín. Tu código de un solo uso {{code}} descuenta {{amount}} en un pedido de {{minSpend}} o más y es válido durante {{count}} día. Inicia sesión e introdúcelo al pagar o en Códigos promocionales; solo una cuenta puede obtenerlo.',
    'newsletter.codeText_many':
      'Gracias por suscribirte a nuestro boletín. Tu código de un solo uso {{code}} descuenta {{amount}} en un pedido de {{minSpend}} o más y es válido durante {{count}} días. Inicia sesión e introdúcelo al pagar o en Códigos promocionales; solo una cuenta puede obtenerlo.',
    'newsletter.codeText_other':
      'Gracias por suscribirte a nuestro boletín. Tu código de un solo uso {{code}} descuenta {{amount}} en un pedido de {{minSpend}} o más y es válido durante {{count}} días. Inicia sesión e introdúcelo al pagar o en Códigos promocionales; solo una cuenta puede obtenerlo.',
  },
  fr: {
    'contact.received': 'Merci, {{name}}. Nous avons bien reçu votre message et vous répondrons sous un jour ouvré.',
    'contact.tooMany': 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes avant d’en envoyer un autre.',
    'newsletter.subscribed':
      'Merci pour votre inscription ! Si cette adresse est nouvelle dans notre newsletter, un code de bienvenue à usage unique lui a été envoyé.',
    'newsletter.codeSubject': 'Votre code de bienvenue de la newsletter',
    'newsletter.codeText_one':
      'Merci de vous être inscrit à notre newsletter. Votre code à usage unique {{code}} offre {{amount}} de réduction sur une commande d’au moins {{minSpend}} et reste valable {{count}} jour. Connectez-vous et saisissez-le lors du paiement ou dans Codes promo ; un seul compte peut l’obtenir.',
    'newsletter.codeText_many':
      'Merci de vous être inscrit à notre newsletter. Votre code à usage unique {{code}} offre {{amount}} de réduction sur une commande d’au moins {{minSpend}} et reste valable {{count}} jours. Connectez-vous et saisissez-le lors du paiement ou dans Codes promo ; un seul compte peut l’obtenir.',
    'newsletter.codeText_other':
      'Merci de vous être inscrit à notre newsletter. Votre code à usage unique {{code}} offre {{amount}} de réduction sur une commande d’au moins {{minSpend}} et reste valable {{count}} jours. Connectez-vous et saisissez-le lors du paiement ou dans Codes promo ; un seul compte peut l’obtenir.',
  },
  jp: {
    'contact.received': '{{name}} 様、ありがとうございます。メッセージを受け付けました。1営業日以内にお返事します。',
    'contact.tooMany': '短時間に複数のメッセージが送信されました。数分待ってから再度お送りください。',
    'newsletter.subscribed': 'ご登録ありがとうございます！ニュースレターに新しく登録されたアドレスには、1回限りのウェルカムコードをお送りしました。',
    'newsletter.codeSubject': 'ニュースレター登録のウェルカムコード',
    'newsletter.codeText_other':
      'ニュースレターにご登録いただきありがとうございます。1回限りのコード {{code}} で、{{minSpend}} 以上のご注文が {{amount}} 引きになります。有効期間は {{count}} 日間です。ログインして、ご注文手続きの際または「プロモコード」で入力してください。取得できるのは1つのアカウントのみです。',
  },
  pt: {
    'contact.received': 'Obrigado, {{name}}. Recebemos a sua mensagem e respondemos em um dia útil.',
    'contact.tooMany': 'Enviou várias mensagens em pouco tempo. Aguarde alguns minutos antes de enviar outra.',
    'newsletter.subscribed':
      'Obrigado pela subscrição! Se este endereço for novo na nossa newsletter, enviámos-lhe um código de boas-vindas de utilização única.',
    'newsletter.codeSubject': 'O seu código de boas-vindas da newsletter',
    'newsletter.codeText_one':
      'Obrigado por subscrever a nossa newsletter. O seu código de utilização única {{code}} desconta {{amount}} numa encomenda de {{minSpend}} ou mais e é válido durante {{count}} dia. Inicie sessão e introduza-o ao finalizar a compra ou em Códigos promocionais; só uma conta o pode obter.',
    'newsletter.codeText_many':
      'Obrigado por subscrever a nossa newsletter. O seu código de utilização única {{code}} desconta {{amount}} numa encomenda de {{minSpend}} ou mais e é válido durante {{count}} dias. Inicie sessão e introduza-o ao finalizar a compra ou em Códigos promocionais; só uma conta o pode obter.',
    'newsletter.codeText_other':
      'Obrigado por subscrever a nossa newsletter. O seu código de utilização única {{code}} desconta {{amount}} numa encomenda de {{minSpend}} ou mais e é válido durante {{count}} dias. Inicie sessão e introduza-o ao finalizar a compra ou em Códigos promocionais; só uma conta o pode obter.',
  },
  ru: {
    'contact.received': 'Спасибо, {{name}}! Мы получили ваше сообщение и ответим в течение одного рабочего дня.',
    'contact.tooMany': 'Вы отправили несколько сообщений за короткое время. Подождите несколько минут, прежде чем отправить ещё одно.',
    'newsletter.subscribed': 'Спасибо за подписку! Если этот адрес новый для нашей рассылки, на него уже отправлен одноразовый приветственный код.',
    'newsletter.codeSubject': 'Ваш приветственный код за подписку',
    'newsletter.codeText_one':
      'Спасибо за подписку на нашу рассылку. Ваш одноразовый код {{code}} даёт скидку {{amount}} на один заказ от {{minSpend}} и действует {{count}} день. Войдите в аккаунт и введите его при оформлении заказа или в разделе «Промокоды»; получить его может только один аккаунт.',
    'newsletter.codeText_few':
      'Спасибо за подписку на нашу рассылку. Ваш одноразовый код {{code}} даёт скидку {{amount}} на один заказ от {{minSpend}} и действует {{count}} дня. Войдите в аккаунт и введите его при оформлении заказа или в разделе «Промокоды»; получить его может только один аккаунт.',
    'newsletter.codeText_many':
      'Спасибо за подписку на нашу рассылку. Ваш одноразовый код {{code}} даёт скидку {{amount}} на один заказ от {{minSpend}} и действует {{count}} дней. Войдите в аккаунт и введите его при оформлении заказа или в разделе «Промокоды»; получить его может только один аккаунт.',
    'newsletter.codeText_other':
      'Спасибо за подписку на нашу рассылку. Ваш одноразовый код {{code}} даёт скидку {{amount}} на один заказ от {{minSpend}} и действует {{count}} дня. Войдите в аккаунт и введите его при оформлении заказа или в разделе «Промокоды»; получить его может только один аккаунт.',
  },
  tw: {
    'contact.received': '謝謝你，{{name}}。我們已收到你的訊息，會在一個工作天內回覆。',
    'contact.tooMany': '你在短時間內傳送了多則訊息，請稍候幾分鐘再傳送。',
    'newsletter.subscribed': '感謝訂閱！如果這是新訂閱的電子郵件，一次性歡迎優惠碼已寄到該信箱。',
    'newsletter.codeSubject': '你的訂閱歡迎優惠碼',
    'newsletter.codeText_other':
      '感謝訂閱我們的電子報。你的一次性優惠碼 {{code}} 可在一筆滿 {{minSpend}} 的訂單中折抵 {{amount}}，{{count}} 天內有效。登入後在結帳時或「優惠碼」中輸入即可，只能由一個帳戶領取。',
  },
} satisfies Namespace;
