import type { Locale } from '@storefront/shared/routes';

/** Messages of the contact form and the newsletter signup; spread into messages.ts. */
const en = {
  'contact.received': 'Thank you, {name}. We have received your message and will reply within one business day.',
  'contact.tooMany': 'You have sent several messages in a short time. Please wait a few minutes before sending another one.',
  'newsletter.subscribed': 'Thank you for subscribing! Look out for our next newsletter.',
  'newsletter.alreadySubscribed': 'This address is already subscribed. Thank you for staying with us!',
};

type Catalogue = Record<keyof typeof en, string>;

export const contentMessages: Record<Locale, Catalogue> = {
  en,
  cn: {
    'contact.received': '谢谢你，{name}。我们已收到你的留言，会在一个工作日内回复。',
    'contact.tooMany': '你在短时间内发送了多条留言，请等几分钟后再发送。',
    'newsletter.subscribed': '感谢订阅！请留意我们的下一期新闻邮件。',
    'newsletter.alreadySubscribed': '该邮箱已经订阅过了，感谢你一直关注我们！',
  },
  de: {
    'contact.received': 'Vielen Dank, {name}. Wir haben Ihre Nachricht erhalten und antworten innerhalb eines Werktages.',
    'contact.tooMany': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten, bevor Sie eine weitere senden.',
    'newsletter.subscribed': 'Danke für Ihr Abonnement! Halten Sie Ausschau nach unserem nächsten Newsletter.',
    'newsletter.alreadySubscribed': 'Diese Adresse ist bereits angemeldet. Danke, dass Sie dabei sind!',
  },
  es: {
    'contact.received': 'Gracias, {name}. Hemos recibido tu mensaje y te responderemos en un día hábil.',
    'contact.tooMany': 'Has enviado varios mensajes en poco tiempo. Espera unos minutos antes de enviar otro.',
    'newsletter.subscribed': '¡Gracias por suscribirte! Atento a nuestro próximo boletín.',
    'newsletter.alreadySubscribed': 'Esta dirección ya está suscrita. ¡Gracias por seguir con nosotros!',
  },
  fr: {
    'contact.received': 'Merci, {name}. Nous avons bien reçu votre message et vous répondrons sous un jour ouvré.',
    'contact.tooMany': 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes avant d’en envoyer un autre.',
    'newsletter.subscribed': 'Merci pour votre inscription ! Guettez notre prochaine newsletter.',
    'newsletter.alreadySubscribed': 'Cette adresse est déjà inscrite. Merci de votre fidélité !',
  },
  jp: {
    'contact.received': '{name} 様、ありがとうございます。メッセージを受け付けました。1営業日以内にお返事します。',
    'contact.tooMany': '短時間に複数のメッセージが送信されました。数分待ってから再度お送りください。',
    'newsletter.subscribed': 'ご登録ありがとうございます！次回のニュースレターをお楽しみに。',
    'newsletter.alreadySubscribed': 'このメールアドレスはすでに登録されています。いつもありがとうございます！',
  },
  pt: {
    'contact.received': 'Obrigado, {name}. Recebemos a sua mensagem e respondemos em um dia útil.',
    'contact.tooMany': 'Enviou várias mensagens em pouco tempo. Aguarde alguns minutos antes de enviar outra.',
    'newsletter.subscribed': 'Obrigado pela subscrição! Fique atento à nossa próxima newsletter.',
    'newsletter.alreadySubscribed': 'Este endereço já está subscrito. Obrigado por continuar connosco!',
  },
  ru: {
    'contact.received': 'Спасибо, {name}! Мы получили ваше сообщение и ответим в течение одного рабочего дня.',
    'contact.tooMany': 'Вы отправили несколько сообщений за короткое время. Подождите несколько минут, прежде чем отправить ещё одно.',
    'newsletter.subscribed': 'Спасибо за подписку! Ждите наш следующий выпуск рассылки.',
    'newsletter.alreadySubscribed': 'Этот адрес уже подписан. Спасибо, что остаётесь с нами!',
  },
  tw: {
    'contact.received': '謝謝你，{name}。我們已收到你的訊息，會在一個工作天內回覆。',
    'contact.tooMany': '你在短時間內傳送了多則訊息，請稍候幾分鐘再傳送。',
    'newsletter.subscribed': '感謝訂閱！請留意我們的下一期電子報。',
    'newsletter.alreadySubscribed': '這個電子郵件已經訂閱過了，謝謝你一直支持我們！',
  },
};
